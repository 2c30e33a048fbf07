ALTER TABLE "lesson_views" ADD COLUMN "viewed_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_views_once_a_day_idx" ON "lesson_views" USING btree ("lesson_id","user_id","viewed_on");