ALTER TABLE "school_years" ADD COLUMN "roll_over_status" text;--> statement-breakpoint
ALTER TABLE "school_years" ADD COLUMN "roll_over_progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_years" ADD COLUMN "roll_over_stage" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "moved_up_for" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_moved_up_for_school_years_id_fk" FOREIGN KEY ("moved_up_for") REFERENCES "public"."school_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_years" ADD CONSTRAINT "school_years_roll_over_status" CHECK ("school_years"."roll_over_status" in ('queued', 'running', 'done', 'failed'));