-- The buyer portal and the EU withdrawal function (issue 30, decisions 1152-1154). A buyer signs in per merchant with
-- a one-time code mailed to the address of their purchases (only its SHA-256 is kept), into a portal session of its
-- own kind (only its SHA-256 is kept). A service has its withdrawal period in days and may be excluded from
-- withdrawal; the merchant chooses whether buyers may cancel a subscription from the portal, and when it ends. A
-- withdrawal is one row per purchase: the unique key makes a double click, a retry or a second tab the same record.
ALTER TABLE "services" ADD COLUMN "withdrawal_days" integer DEFAULT 14 NOT NULL CHECK ("withdrawal_days" BETWEEN 0 AND 365);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "withdrawal_excluded" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "portal_cancel" text DEFAULT 'period_end' NOT NULL CHECK ("portal_cancel" IN ('no', 'period_end', 'at_once'));
--> statement-breakpoint
CREATE TABLE "portal_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_codes_org_email_idx" ON "portal_codes" ("organization_id", "email", "expires_at");
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
  "id_hash" text PRIMARY KEY NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_sessions_expires_idx" ON "portal_sessions" ("expires_at");
--> statement-breakpoint
CREATE TABLE "withdrawals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "purchase_id" uuid NOT NULL REFERENCES "purchases"("id") ON DELETE CASCADE,
  "customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "language" text NOT NULL,
  "received_at" timestamp with time zone NOT NULL,
  "refunded_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_purchase_key" ON "withdrawals" ("purchase_id");
--> statement-breakpoint
CREATE INDEX "withdrawals_org_received_idx" ON "withdrawals" ("organization_id", "received_at" DESC, "id" DESC);
