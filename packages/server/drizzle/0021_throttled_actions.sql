-- Sign-up and forgot-password are throttled like sign-in, in the same table (decision 0210): each row names the
-- action it counts against, and the indexes lead with it since every count is of one action.
ALTER TABLE "login_attempts" ADD COLUMN "action" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
DROP INDEX "login_attempts_email_idx";--> statement-breakpoint
DROP INDEX "login_attempts_address_idx";--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("action","email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("action","address","attempted_at");
