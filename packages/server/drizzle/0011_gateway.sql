CREATE TABLE "gateway_reviews" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_reviews" ADD CONSTRAINT "gateway_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "content";