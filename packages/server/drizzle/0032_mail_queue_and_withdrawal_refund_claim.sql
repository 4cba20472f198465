-- Decision 1162. The receipt mails' queue becomes the buyer's queued mails: one row per (kind, subject), so the
-- withdrawal acknowledgment is enqueued in the withdrawal's transaction and sent, retried and given up by the same
-- dispatcher as the receipt (kind 'receipt', subject the charge; kind 'withdrawal', subject the withdrawal). The
-- rows already there are receipts. A withdrawal's refund is claimed before it starts (refund_claimed_at, a lease),
-- so two concurrent refunds of one withdrawal never refund its charges twice.
ALTER TABLE "receipt_mails" RENAME TO "queued_mails";
--> statement-breakpoint
ALTER TABLE "queued_mails" RENAME COLUMN "charge_id" TO "subject_id";
--> statement-breakpoint
ALTER TABLE "queued_mails" DROP CONSTRAINT "receipt_mails_charge_id_charges_id_fk";
--> statement-breakpoint
ALTER TABLE "queued_mails" DROP CONSTRAINT "receipt_mails_pkey";
--> statement-breakpoint
ALTER TABLE "queued_mails" ADD COLUMN "kind" text DEFAULT 'receipt' NOT NULL CHECK ("kind" IN ('receipt', 'withdrawal'));
--> statement-breakpoint
ALTER TABLE "queued_mails" ALTER COLUMN "kind" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "queued_mails" ADD CONSTRAINT "queued_mails_pkey" PRIMARY KEY ("kind", "subject_id");
--> statement-breakpoint
ALTER TABLE "queued_mails" RENAME CONSTRAINT "receipt_mails_organization_id_organizations_id_fk" TO "queued_mails_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER INDEX "receipt_mails_due_idx" RENAME TO "queued_mails_due_idx";
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_claimed_at" timestamp with time zone;
