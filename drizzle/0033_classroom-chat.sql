CREATE TABLE "classroom_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"student_id" integer,
	"author_name" text NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_chat_kind" CHECK ("classroom_chat"."kind" in ('message', 'hand-raised', 'hand-lowered')),
	CONSTRAINT "classroom_chat_body" CHECK (("classroom_chat"."kind" = 'message') = ("classroom_chat"."body" is not null) and length("classroom_chat"."body") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "venue" text DEFAULT 'classroom' NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_chat" ADD CONSTRAINT "classroom_chat_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat" ADD CONSTRAINT "classroom_chat_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat" ADD CONSTRAINT "classroom_chat_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_chat_session_idx" ON "classroom_chat" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "classroom_chat_author_idx" ON "classroom_chat" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "classroom_chat_student_idx" ON "classroom_chat" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_venue" CHECK ("scheduled_sessions"."venue" in ('classroom', 'youtube'));--> statement-breakpoint
-- Sessions that already have a stream link keep it as their way in (issue 29 §7).
UPDATE "scheduled_sessions" SET "venue" = 'youtube' WHERE "youtube_url" IS NOT NULL;
