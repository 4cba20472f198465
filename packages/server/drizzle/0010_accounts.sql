DROP INDEX "organizations_company_name_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_company_name_key" ON "organizations" USING btree (lower("company_name")) WHERE "organizations"."company_name" <> '';