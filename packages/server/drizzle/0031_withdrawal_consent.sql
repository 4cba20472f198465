-- The buyer's consent to lose the right of withdrawal (issue 30, decision 1161): for a service the merchant marked
-- excluded, the checkout asks for it and payment-data records when it was given. Without it the purchase keeps the
-- normal withdrawal period (art. 16 CRD: the right is lost only with the consumer's prior express consent).
ALTER TABLE "purchases" ADD COLUMN "withdrawal_waived_at" timestamp with time zone;
