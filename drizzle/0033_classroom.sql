CREATE TABLE "classroom_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"user_id" integer,
	"student_id" integer,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"state" text NOT NULL,
	"in_room" boolean DEFAULT false NOT NULL,
	"feed_id" bigint,
	"audio_mids" text[] DEFAULT '{}' NOT NULL,
	"video_mids" text[] DEFAULT '{}' NOT NULL,
	"first_joined_at" timestamp with time zone,
	"last_joined_at" timestamp with time zone,
	"last_left_at" timestamp with time zone,
	CONSTRAINT "classroom_participants_state_check" CHECK ("classroom_participants"."state" in ('admitted', 'waiting', 'removed')),
	CONSTRAINT "classroom_participants_role_check" CHECK ("classroom_participants"."role" in ('tutor', 'pupil', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "classroom_rooms" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"room_id" bigint NOT NULL,
	"secret" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "classroom_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"participant_id" integer NOT NULL,
	"janus_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_participants" ADD CONSTRAINT "classroom_participants_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_participants" ADD CONSTRAINT "classroom_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_participants" ADD CONSTRAINT "classroom_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_rooms" ADD CONSTRAINT "classroom_rooms_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_tickets" ADD CONSTRAINT "classroom_tickets_participant_id_classroom_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."classroom_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_participants_person_idx" ON "classroom_participants" USING btree ("session_id","person_key");--> statement-breakpoint
CREATE INDEX "classroom_participants_student_idx" ON "classroom_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classroom_participants_user_idx" ON "classroom_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_rooms_room_idx" ON "classroom_rooms" USING btree ("server_url","room_id");--> statement-breakpoint
CREATE INDEX "classroom_rooms_open_idx" ON "classroom_rooms" USING btree ("session_id") WHERE "classroom_rooms"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_tickets_hash_idx" ON "classroom_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "classroom_tickets_participant_idx" ON "classroom_tickets" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "classroom_tickets_expires_idx" ON "classroom_tickets" USING btree ("expires_at");