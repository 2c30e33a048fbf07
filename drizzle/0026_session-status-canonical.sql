-- Statuses were once stored in any case (spec 2 §4); from here on they are stored canonical (decision 101).
UPDATE "scheduled_sessions" SET "status" = lower(btrim("status")) WHERE "status" <> lower(btrim("status"));--> statement-breakpoint
DROP INDEX "scheduled_sessions_open_idx";--> statement-breakpoint
DROP INDEX "scheduled_sessions_status_idx";--> statement-breakpoint
CREATE INDEX "scheduled_sessions_open_idx" ON "scheduled_sessions" USING btree ("scheduled_for","id") WHERE "scheduled_sessions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "scheduled_sessions_status_idx" ON "scheduled_sessions" USING btree ("status","scheduled_for","id");--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_status_canonical" CHECK ("scheduled_sessions"."status" = lower(btrim("scheduled_sessions"."status")));