-- The secret key as the API screen may show it, its mode prefix and last four (`sk_test_••••••••YeTk`), answered as the
-- key record's optional `masked_key` so the row says which key is in use after a reload (issue 27, item 4); null for
-- keys generated before. The key itself is still kept only as its SHA-256.
ALTER TABLE "api_keys" ADD COLUMN "masked_key" text;
