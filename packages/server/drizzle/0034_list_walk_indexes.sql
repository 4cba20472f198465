-- Decision 1172. A deep page walks its offset in the list order's index, and every filter the walk tests must be in
-- it or each row passed over is read from the table: the charges' date index lacked failure_code (the abandoned
-- attempts' test, decision 0107), so page 2,000 of a million charges read 33,000 buffers in 1,079 ms; the
-- customers' lacked the id and deleted_at (132 ms). The id is a key column after the date, so ties need no sort; the
-- rest are INCLUDE columns, which a count cannot take as an index condition (migration 0017's purchases index).
DROP INDEX "charges_org_created_idx";--> statement-breakpoint
CREATE INDEX "charges_org_created_idx" ON "charges" USING btree ("organization_id","created_at","id") INCLUDE ("status","failure_code","payment_method","amount","amount_net","refunded","purchase_id","customer_id");--> statement-breakpoint
DROP INDEX "customers_org_created_idx";--> statement-breakpoint
CREATE INDEX "customers_org_created_idx" ON "customers" USING btree ("organization_id","created_at","id") INCLUDE ("deleted_at");--> statement-breakpoint
-- A purchases page tests each pending or failed purchase it walks for abandoned attempts (livePurchase) by this
-- index: with status and failure_code in it the test reads no table page (page 2,000: 47,000 buffers -> 28,000).
DROP INDEX "charges_purchase_idx";--> statement-breakpoint
CREATE INDEX "charges_purchase_idx" ON "charges" USING btree ("purchase_id","created_at") INCLUDE ("status","failure_code");--> statement-breakpoint
-- Sorted by amount, a filtered list walks this index past the rows its filters drop: with what they test as
-- INCLUDE columns the walk reads no table row (failed charges of 90 days searched by a common surname, by -amount:
-- 4,852 buffers, 38.6 ms -> 1,076 buffers, 1.5 ms).
DROP INDEX "charges_org_amount_idx";--> statement-breakpoint
CREATE INDEX "charges_org_amount_idx" ON "charges" USING btree ("organization_id","amount") INCLUDE ("created_at","id","status","failure_code","payment_method","customer_id");
