CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "companies_created_at_idx";--> statement-breakpoint
DROP INDEX "email_outbox_status_idx";--> statement-breakpoint
DROP INDEX "enquiries_created_idx";--> statement-breakpoint
DROP INDEX "live_sessions_scheduled_idx";--> statement-breakpoint
DROP INDEX "live_sessions_status_idx";--> statement-breakpoint
DROP INDEX "recorded_lessons_uploaded_idx";--> statement-breakpoint
DROP INDEX "recorded_lessons_subject_idx";--> statement-breakpoint
DROP INDEX "resources_subject_idx";--> statement-breakpoint
DROP INDEX "resources_uploaded_idx";--> statement-breakpoint
DROP INDEX "scheduled_sessions_scheduled_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "companies_created_id_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "live_sessions_subject_idx" ON "live_sessions" USING btree (lower("subject"),"scheduled_for","id");--> statement-breakpoint
CREATE INDEX "live_sessions_title_trgm" ON "live_sessions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "live_sessions_description_trgm" ON "live_sessions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recorded_lessons_title_trgm" ON "recorded_lessons" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recorded_lessons_description_trgm" ON "recorded_lessons" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resources_title_trgm" ON "resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scheduled_sessions_open_idx" ON "scheduled_sessions" USING btree ("scheduled_for","id") WHERE lower("scheduled_sessions"."status") <> 'cancelled';--> statement-breakpoint
CREATE INDEX "scheduled_sessions_status_idx" ON "scheduled_sessions" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "scheduled_sessions_subject_idx" ON "scheduled_sessions" USING btree (lower("subject"),"scheduled_for");--> statement-breakpoint
CREATE INDEX "students_name_trgm" ON "students" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_notes_trgm" ON "students" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "live_sessions_scheduled_idx" ON "live_sessions" USING btree ("scheduled_for","id");--> statement-breakpoint
CREATE INDEX "live_sessions_status_idx" ON "live_sessions" USING btree ("status","scheduled_for","id");--> statement-breakpoint
CREATE INDEX "recorded_lessons_uploaded_idx" ON "recorded_lessons" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "recorded_lessons_subject_idx" ON "recorded_lessons" USING btree (lower("subject"),"uploaded_at","id");--> statement-breakpoint
CREATE INDEX "resources_subject_idx" ON "resources" USING btree (lower("subject"),"uploaded_at","id");--> statement-breakpoint
CREATE INDEX "resources_uploaded_idx" ON "resources" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "scheduled_sessions_scheduled_idx" ON "scheduled_sessions" USING btree ("scheduled_for","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","created_at","id");
