-- Where a provider's page sends the buyer back, kept with the attempt (decision 1134): an embedded checkout's
-- merchant page or the checkout's own result pages. The sandbox's bank page reads it; null for attempts made before,
-- which return to the checkout's own pages as they always did.
ALTER TABLE "charge_attempts" ADD COLUMN "return_urls" jsonb;
