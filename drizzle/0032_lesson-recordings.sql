CREATE TABLE "lesson_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"recorded_lesson_id" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"ready_by" timestamp with time zone,
	"duration_seconds" integer,
	"bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "lesson_recordings_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "lesson_recordings_recorded_lesson_id_unique" UNIQUE("recorded_lesson_id"),
	CONSTRAINT "lesson_recordings_status" CHECK ("lesson_recordings"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "recording_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "recording_settings_one_row" CHECK ("recording_settings"."id" = 1),
	CONSTRAINT "recording_settings_days" CHECK ("recording_settings"."retention_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "lesson_recordings" ADD CONSTRAINT "lesson_recordings_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_recordings" ADD CONSTRAINT "lesson_recordings_recorded_lesson_id_recorded_lessons_id_fk" FOREIGN KEY ("recorded_lesson_id") REFERENCES "public"."recorded_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_settings" ADD CONSTRAINT "recording_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;