ALTER TABLE "resources" ADD COLUMN "year_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A pupil already on file joined no earlier than their family's first account: the earliest of
-- their own account and their parent's, so no existing pupil loses a session they could attend.
UPDATE "students" SET "created_at" = least(
  (SELECT "created_at" FROM "users" WHERE "users"."id" = "students"."user_id"),
  (SELECT "created_at" FROM "users" WHERE "users"."id" = "students"."parent_id"),
  "students"."created_at");
