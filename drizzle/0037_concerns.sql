CREATE TABLE "concern_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"concern_id" integer NOT NULL,
	"description" text NOT NULL,
	"owner" text NOT NULL,
	"due_on" date,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concern_flag_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fired" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concern_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"concern_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"body" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concern_history_kind" CHECK ("concern_history"."kind" in ('raised', 'notified', 'note', 'action', 'action_done', 'status'))
);
--> statement-breakpoint
CREATE TABLE "concerns" (
	"id" serial PRIMARY KEY NOT NULL,
	"raised_by" integer,
	"category" text NOT NULL,
	"urgency" text NOT NULL,
	"description" text NOT NULL,
	"student_id" integer,
	"message_id" integer,
	"session_id" integer,
	"chat_line_id" integer,
	"context" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"raised_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "concerns_status" CHECK ("concerns"."status" in ('open', 'in_progress', 'closed') and ("concerns"."status" = 'closed') = ("concerns"."outcome" is not null)),
	CONSTRAINT "concerns_urgency" CHECK ("concerns"."urgency" in ('urgent', 'not_urgent')),
	CONSTRAINT "concerns_description" CHECK (length("concerns"."description") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "concern_actions" ADD CONSTRAINT "concern_actions_concern_id_concerns_id_fk" FOREIGN KEY ("concern_id") REFERENCES "public"."concerns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_history" ADD CONSTRAINT "concern_history_concern_id_concerns_id_fk" FOREIGN KEY ("concern_id") REFERENCES "public"."concerns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concerns" ADD CONSTRAINT "concerns_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concerns" ADD CONSTRAINT "concerns_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concerns" ADD CONSTRAINT "concerns_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concerns" ADD CONSTRAINT "concerns_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concerns" ADD CONSTRAINT "concerns_chat_line_id_classroom_chat_id_fk" FOREIGN KEY ("chat_line_id") REFERENCES "public"."classroom_chat"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concern_actions_concern_idx" ON "concern_actions" USING btree ("concern_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "concern_flag_terms_phrase_idx" ON "concern_flag_terms" USING btree ("phrase");--> statement-breakpoint
CREATE INDEX "concern_history_concern_idx" ON "concern_history" USING btree ("concern_id","id");--> statement-breakpoint
CREATE INDEX "concerns_status_idx" ON "concerns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "concerns_student_idx" ON "concerns" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "concerns_raised_by_idx" ON "concerns" USING btree ("raised_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "concerns_flagged_message_idx" ON "concerns" USING btree ("message_id") WHERE "concerns"."category" = 'automatic_flag';--> statement-breakpoint
CREATE UNIQUE INDEX "concerns_flagged_chat_idx" ON "concerns" USING btree ("chat_line_id");--> statement-breakpoint
CREATE INDEX "concerns_unnotified_idx" ON "concerns" USING btree ("raised_at") WHERE "concerns"."notified_at" is null;--> statement-breakpoint
CREATE FUNCTION "concern_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'concern_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "concern_history_no_change" BEFORE UPDATE OR DELETE ON "concern_history" FOR EACH ROW EXECUTE FUNCTION "concern_history_append_only"();--> statement-breakpoint
CREATE TRIGGER "concern_history_no_truncate" BEFORE TRUNCATE ON "concern_history" FOR EACH STATEMENT EXECUTE FUNCTION "concern_history_append_only"();--> statement-breakpoint
-- The automatic flags' starting list (DEFAULT_FLAG_PHRASES, stored normalised); leads tune it.
INSERT INTO "concern_flag_terms" ("phrase") VALUES ('kill myself'), ('hurt myself'), ('self harm'), ('suicide'), ('want to die'), ('our secret'), ('keep it secret'), ('don''t tell anyone'), ('dont tell your parents'), ('send me a photo'), ('send me a picture'), ('meet up in person'), ('what is your address'), ('home alone'), ('touched me'), ('hits me'), ('nobody cares'), ('run away');
