-- Services and plans a web-services <pay-button> creates are the button's, not the merchant's (decision 1011): they
-- say so, and with which kind of widget key, so the merchant's catalog lists and the product listing leave them out
-- and a test key's plans never stand in for a live key's.
ALTER TABLE "services" ADD COLUMN "origin" text DEFAULT 'dashboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "key_mode" text;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_origin_check" CHECK ("origin" IN ('dashboard', 'button') AND ("origin" = 'button') = ("key_mode" IS NOT NULL) AND ("key_mode" IS NULL OR "key_mode" IN ('test', 'live')));--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "origin" text DEFAULT 'dashboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "key_mode" text;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_origin_check" CHECK ("origin" IN ('dashboard', 'button') AND ("origin" = 'button') = ("key_mode" IS NOT NULL) AND ("key_mode" IS NULL OR "key_mode" IN ('test', 'live')));--> statement-breakpoint
-- The per-key quota counts a key's recent button plans (decision 1011).
CREATE INDEX "plans_button_created_idx" ON "plans" USING btree ("organization_id","key_mode","created_at") WHERE "origin" = 'button';
