CREATE TABLE "coverage_refreshes" (
	"school_year_id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_subjects" (
	"school_year_id" integer NOT NULL,
	"year_group" text NOT NULL,
	"subject_key" text NOT NULL,
	"subject" text NOT NULL,
	"classes" integer NOT NULL,
	"timetable_minutes" integer NOT NULL,
	CONSTRAINT "coverage_subjects_school_year_id_year_group_subject_key_pk" PRIMARY KEY("school_year_id","year_group","subject_key")
);
--> statement-breakpoint
CREATE TABLE "coverage_weeks" (
	"school_year_id" integer NOT NULL,
	"year_group" text NOT NULL,
	"subject_key" text NOT NULL,
	"week_of" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "coverage_weeks_school_year_id_year_group_subject_key_week_of_pk" PRIMARY KEY("school_year_id","year_group","subject_key","week_of")
);
--> statement-breakpoint
ALTER TABLE "coverage_refreshes" ADD CONSTRAINT "coverage_refreshes_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_subjects" ADD CONSTRAINT "coverage_subjects_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_weeks" ADD CONSTRAINT "coverage_weeks_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;