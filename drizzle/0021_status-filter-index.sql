DROP INDEX "scheduled_sessions_status_idx";--> statement-breakpoint
CREATE INDEX "scheduled_sessions_status_idx" ON "scheduled_sessions" USING btree (lower("status"),"scheduled_for","id");