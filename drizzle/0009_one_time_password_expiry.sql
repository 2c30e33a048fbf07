ALTER TABLE "users" ADD COLUMN "one_time_password_expires_at" timestamp with time zone;--> statement-breakpoint
-- One-time passwords issued before expiry existed get the full 7 days from now (decision 034).
UPDATE "users" SET "one_time_password_expires_at" = now() + interval '7 days' WHERE "must_change_password";
