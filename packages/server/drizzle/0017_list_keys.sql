DROP INDEX "charges_org_created_idx";--> statement-breakpoint
CREATE INDEX "charges_org_created_idx" ON "charges" USING btree ("organization_id","created_at","status","amount","amount_net","refunded","purchase_id","customer_id","id");--> statement-breakpoint
-- The purchases' date index carries what the list's filters test and the id, as INCLUDE columns (decision 0107).
DROP INDEX "purchases_org_created_idx";--> statement-breakpoint
CREATE INDEX "purchases_org_created_idx" ON "purchases" USING btree ("organization_id","created_at") INCLUDE ("status","payment_method","customer_id","deleted_at","id");
