DROP INDEX "students_tutor_idx";--> statement-breakpoint
CREATE INDEX "students_tutor_idx" ON "students" USING btree ("tutor_id","id");