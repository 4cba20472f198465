-- Variable (metered) plans bill reported units in arrears (decision 1139). A report is kept with the instant it
-- happened and the billing period it counts in (the one open when it arrived, if its own was billed already); a
-- billing period of a variable purchase keeps the units it billed. A purchase may carry the integrator's usage id
-- (the button's external-usage-id), by which usage can be reported too.
ALTER TABLE "purchases" ADD COLUMN "external_usage_id" text;
--> statement-breakpoint
CREATE INDEX "purchases_org_usage_id_idx" ON "purchases" ("organization_id", "external_usage_id") WHERE "external_usage_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "units" integer;
--> statement-breakpoint
CREATE TABLE "usage_records" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "purchase_id" uuid NOT NULL REFERENCES "purchases"("id") ON DELETE CASCADE,
  "units" integer NOT NULL CHECK ("units" > 0),
  "occurred_at" timestamp with time zone NOT NULL,
  "period_start" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_records_purchase_period_idx" ON "usage_records" ("purchase_id", "period_start", "occurred_at");
