-- Signed web-service buttons (decision 1010): each organization's button signing secret, and what a checkout session
-- of a web-services <pay-button> signed (the attributes as sent and whether the signature matched), for the callback.
ALTER TABLE "checkout_sessions" ADD COLUMN "plan_attributes" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "plan_signature" text;--> statement-breakpoint
ALTER TABLE "widget_configurations" ADD COLUMN "button_signing_secret" text;--> statement-breakpoint
ALTER TABLE "widget_configurations" ADD COLUMN "button_signing_secret_created_at" timestamp with time zone;