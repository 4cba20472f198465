-- One live payment intent per charge (issue 10, decision 0806). An older database may already hold duplicates (two
-- concurrent payment-data calls could each open one): the index below would fail on them, so they are settled first.
-- Per charge the intent kept is the one the charge names, else the one furthest along (succeeded, processing,
-- requires_action, requires_payment_method), then the newest. A duplicate that took money is refunded (the sandbox
-- gives back at once) and flagged for the merchant, as the runtime does; any other duplicate is canceled.
WITH "ranked" AS (
	SELECT "i"."id", "i"."organization_id", "i"."charge_id", "i"."amount", "i"."status",
		row_number() OVER (
			PARTITION BY "i"."charge_id"
			ORDER BY CASE WHEN "c"."provider_id" = "i"."id" THEN 0 ELSE 1 END,
				CASE "i"."status" WHEN 'succeeded' THEN 0 WHEN 'processing' THEN 1 WHEN 'requires_action' THEN 2 ELSE 3 END,
				"i"."created_at" DESC, "i"."id" DESC
		) AS "place"
	FROM "sandbox_intents" "i" JOIN "charges" "c" ON "c"."id" = "i"."charge_id"
	WHERE "i"."kind" = 'payment' AND "i"."status" IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded')
), "flagged" AS (
	INSERT INTO "payment_anomalies" ("organization_id", "charge_id", "provider", "reason", "details")
	SELECT "organization_id", "charge_id", 'STRIPE', 'duplicate_payment', jsonb_build_object('intent', "id", 'amount', "amount", 'refunded', true)
	FROM "ranked" WHERE "place" > 1 AND "status" = 'succeeded'
)
UPDATE "sandbox_intents" SET "status" = CASE WHEN "ranked"."status" = 'succeeded' THEN 'refunded' ELSE 'canceled' END, "updated_at" = now()
FROM "ranked" WHERE "sandbox_intents"."id" = "ranked"."id" AND "ranked"."place" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_live_payment_key" ON "sandbox_intents" USING btree ("charge_id") WHERE kind = 'payment' and status in ('requires_payment_method', 'requires_action', 'processing', 'succeeded');
