-- The e-mail address a user confirmed through the welcome mail's link, or Google at a Google sign-up (decision 1130).
-- Accounts from before stay unconfirmed: their owners can ask for a link from the profile.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Whether the user chose their language in the account menu: until then the dashboard follows the browser, and
-- `language` (the browser's at sign-up) is only the mail's.
ALTER TABLE "users" ADD COLUMN "language_chosen" boolean DEFAULT false NOT NULL;
