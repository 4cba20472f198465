DROP INDEX "purchases_org_status_created_idx";--> statement-breakpoint
DROP INDEX "charges_org_status_created_idx";--> statement-breakpoint
DROP INDEX "charges_org_method_created_idx";--> statement-breakpoint
DROP INDEX "customers_org_name_idx";--> statement-breakpoint
DROP INDEX "purchases_org_next_recurring_idx";--> statement-breakpoint
DROP INDEX "purchases_org_finish_idx";--> statement-breakpoint
DROP INDEX "purchases_plan_idx";--> statement-breakpoint
DROP INDEX "charges_customer_idx";--> statement-breakpoint
CREATE INDEX "customers_org_name_desc_idx" ON "customers" USING btree ("organization_id","name" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_type_idx" ON "customers" USING btree ("organization_id","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_type_desc_idx" ON "customers" USING btree ("organization_id","type" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_email_prefix_idx" ON "customers" USING btree ("organization_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_org_tax_id_prefix_idx" ON "customers" USING btree ("organization_id",lower("tax_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchases_org_next_recurring_desc_idx" ON "purchases" USING btree ("organization_id","next_recurring_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_org_finish_desc_idx" ON "purchases" USING btree ("organization_id","finish_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_org_status_idx" ON "purchases" USING btree ("organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_org_status_desc_idx" ON "purchases" USING btree ("organization_id","status" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_service_idx" ON "purchases" USING btree ("service_id","deleted_at");--> statement-breakpoint
CREATE INDEX "charges_org_status_idx" ON "charges" USING btree ("organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "charges_org_status_desc_idx" ON "charges" USING btree ("organization_id","status" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "charges_org_method_idx" ON "charges" USING btree ("organization_id","payment_method","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "charges_org_method_desc_idx" ON "charges" USING btree ("organization_id","payment_method" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_org_name_idx" ON "customers" USING btree ("organization_id","name","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_org_next_recurring_idx" ON "purchases" USING btree ("organization_id","next_recurring_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_org_finish_idx" ON "purchases" USING btree ("organization_id","finish_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_plan_idx" ON "purchases" USING btree ("plan_id","deleted_at");--> statement-breakpoint
CREATE INDEX "charges_customer_idx" ON "charges" USING btree ("customer_id","created_at","status","payment_method");