CREATE TABLE "allocation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_year_id" integer,
	"year_group" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"requested_by" integer,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "allocation_runs_status" CHECK ("allocation_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "allocation_unplaced" (
	"run_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"joined_on" date NOT NULL,
	"left_on" date,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_enrolments_dates" CHECK ("class_enrolments"."left_on" is null or "class_enrolments"."left_on" >= "class_enrolments"."joined_on")
);
--> statement-breakpoint
CREATE TABLE "class_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"duration" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	CONSTRAINT "class_slots_weekday" CHECK ("class_slots"."weekday" between 1 and 7),
	CONSTRAINT "class_slots_time" CHECK ("class_slots"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "class_slots_duration" CHECK ("class_slots"."duration" between 15 and 240)
);
--> statement-breakpoint
CREATE TABLE "class_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_waitlist_status" CHECK ("class_waitlist"."status" in ('waiting', 'offered', 'accepted', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"school_year_id" integer,
	"year_group" text NOT NULL,
	"subject" text NOT NULL,
	"tutor_id" integer NOT NULL,
	"capacity" integer DEFAULT 12 NOT NULL,
	"terms" smallint[] DEFAULT '{1,2,3}'::smallint[] NOT NULL,
	"cameras_on" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_capacity" CHECK ("classes"."capacity" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "school_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_year_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"half_term_starts_on" date,
	"half_term_ends_on" date,
	CONSTRAINT "school_terms_dates" CHECK ("school_terms"."starts_on" <= "school_terms"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "school_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"holiday_region" text DEFAULT 'ENG' NOT NULL,
	"rolled_over_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_years_dates" CHECK ("school_years"."starts_on" < "school_years"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "tutor_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	CONSTRAINT "tutor_availability_weekday" CHECK ("tutor_availability"."weekday" between 1 and 7),
	CONSTRAINT "tutor_availability_range" CHECK ("tutor_availability"."starts_at" < "tutor_availability"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "class_slot_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "occurrence_on" date;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "max_classes" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_runs" ADD CONSTRAINT "allocation_runs_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_runs" ADD CONSTRAINT "allocation_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_unplaced" ADD CONSTRAINT "allocation_unplaced_run_id_allocation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."allocation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_unplaced" ADD CONSTRAINT "allocation_unplaced_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_preferences" ADD CONSTRAINT "class_preferences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_slots" ADD CONSTRAINT "class_slots_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_waitlist" ADD CONSTRAINT "class_waitlist_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_runs_created_idx" ON "allocation_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "allocation_unplaced_pk" ON "allocation_unplaced" USING btree ("run_id","student_id");--> statement-breakpoint
CREATE INDEX "class_enrolments_class_idx" ON "class_enrolments" USING btree ("class_id","left_on");--> statement-breakpoint
CREATE INDEX "class_enrolments_student_idx" ON "class_enrolments" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_enrolments_one_per_subject" ON "class_enrolments" USING btree ("student_id",lower("subject")) WHERE "class_enrolments"."left_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "class_preferences_child_idx" ON "class_preferences" USING btree ("student_id",lower("subject"));--> statement-breakpoint
CREATE INDEX "class_slots_class_idx" ON "class_slots" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_waitlist_queue_idx" ON "class_waitlist" USING btree ("class_id","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_waitlist_open_idx" ON "class_waitlist" USING btree ("class_id","student_id") WHERE "class_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "class_waitlist_expiry_idx" ON "class_waitlist" USING btree ("offer_expires_at") WHERE "class_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "classes_group_idx" ON "classes" USING btree ("year_group",lower("subject"),"id");--> statement-breakpoint
CREATE INDEX "classes_tutor_idx" ON "classes" USING btree ("tutor_id","id");--> statement-breakpoint
CREATE INDEX "classes_year_idx" ON "classes" USING btree ("school_year_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_terms_position_idx" ON "school_terms" USING btree ("school_year_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "school_years_label_idx" ON "school_years" USING btree ("label");--> statement-breakpoint
CREATE INDEX "tutor_availability_tutor_idx" ON "tutor_availability" USING btree ("tutor_id","weekday");--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD CONSTRAINT "recorded_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_class_slot_id_class_slots_id_fk" FOREIGN KEY ("class_slot_id") REFERENCES "public"."class_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recorded_lessons_class_idx" ON "recorded_lessons" USING btree ("class_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "scheduled_sessions_class_idx" ON "scheduled_sessions" USING btree ("class_id","scheduled_for","id");--> statement-breakpoint
-- Form classes from the group sessions that existed before classes (decision 105): one class per
-- year group and subject, taught by the tutor of most of its sessions, with a weekly slot for each
-- day, UK time and length its sessions used, over the dates they used it.
CREATE TEMP TABLE "legacy_group_sessions" ON COMMIT DROP AS
SELECT s."id", s."academic_year" AS "year_group", lower(btrim(s."subject")) AS "subject_key",
  btrim(s."subject") AS "subject", s."tutor_id", s."duration",
  extract(isodow FROM s."scheduled_for" AT TIME ZONE 'Europe/London')::smallint AS "weekday",
  to_char(s."scheduled_for" AT TIME ZONE 'Europe/London', 'HH24:MI') AS "starts_at",
  (s."scheduled_for" AT TIME ZONE 'Europe/London')::date AS "uk_day"
FROM "scheduled_sessions" s
WHERE s."student_id" IS NULL AND s."class_id" IS NULL AND s."academic_year" IS NOT NULL
  AND lower(btrim(s."subject")) <> 'live session';
--> statement-breakpoint
INSERT INTO "classes" ("name", "year_group", "subject", "tutor_id", "capacity", "created_at")
SELECT g."year_group" || ' ' || g."subject", g."year_group", g."subject", g."tutor_id", 12, now()
FROM (
  SELECT DISTINCT ON ("year_group", "subject_key") "year_group", "subject", "tutor_id"
  FROM (
    SELECT "year_group", "subject_key", min("subject") AS "subject", "tutor_id", count(*) AS "n"
    FROM "legacy_group_sessions" GROUP BY "year_group", "subject_key", "tutor_id"
  ) t
  ORDER BY "year_group", "subject_key", "n" DESC, "tutor_id"
) g;
--> statement-breakpoint
INSERT INTO "class_slots" ("class_id", "weekday", "starts_at", "duration", "valid_from", "valid_until")
SELECT c."id", l."weekday", l."starts_at", least(greatest(l."duration", 15), 240), min(l."uk_day"), max(l."uk_day")
FROM "legacy_group_sessions" l
JOIN "classes" c ON c."year_group" = l."year_group" AND lower(c."subject") = l."subject_key"
GROUP BY c."id", l."weekday", l."starts_at", least(greatest(l."duration", 15), 240);
--> statement-breakpoint
UPDATE "scheduled_sessions" s
SET "class_id" = c."id", "class_slot_id" = cs."id", "occurrence_on" = l."uk_day",
  "detached" = s."tutor_id" <> c."tutor_id"
FROM "legacy_group_sessions" l
JOIN "classes" c ON c."year_group" = l."year_group" AND lower(c."subject") = l."subject_key"
JOIN "class_slots" cs ON cs."class_id" = c."id" AND cs."weekday" = l."weekday"
  AND cs."starts_at" = l."starts_at" AND cs."duration" = least(greatest(l."duration", 15), 240)
WHERE s."id" = l."id";
--> statement-breakpoint
-- The roster: the year group's children who study the subject (an empty list is every subject),
-- from the class's first day, so each family keeps the sessions it saw.
INSERT INTO "class_enrolments" ("class_id", "student_id", "subject", "joined_on")
SELECT c."id", st."id", c."subject",
  least((st."created_at" AT TIME ZONE 'Europe/London')::date,
        (SELECT min(cs."valid_from") FROM "class_slots" cs WHERE cs."class_id" = c."id"))
FROM "classes" c
JOIN "students" st ON st."grade" = c."year_group"
WHERE coalesce(st."subjects", '') !~ '[^,[:space:]]'
   OR lower(btrim(c."subject")) = ANY (regexp_split_to_array(lower(btrim(st."subjects")), '\s*,\s*'));
