CREATE TABLE "billing_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"charge_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"requested" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_update_keys" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_anomalies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"charge_id" uuid,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"charge_id" uuid,
	"purchase_id" uuid,
	"client_secret_hash" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"settles_as" text,
	"settle_at" timestamp with time zone,
	"failure_code" text,
	"decline_code" text,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "merchant_code" text;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "terminal" text;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_update_keys" ADD CONSTRAINT "location_update_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD CONSTRAINT "sandbox_intents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD CONSTRAINT "sandbox_intents_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD CONSTRAINT "sandbox_intents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_periods_purchase_period_key" ON "billing_periods" USING btree ("purchase_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_periods_retry_idx" ON "billing_periods" USING btree ("next_attempt_at") WHERE "billing_periods"."status" = 'retrying';--> statement-breakpoint
CREATE INDEX "payment_anomalies_org_idx" ON "payment_anomalies" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_client_secret_key" ON "sandbox_intents" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE INDEX "sandbox_intents_settle_idx" ON "sandbox_intents" USING btree ("settle_at") WHERE "sandbox_intents"."status" = 'processing';