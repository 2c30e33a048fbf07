CREATE TABLE "schedule_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_generation_one_row" CHECK ("schedule_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "schedule_generation" ("id", "changes") VALUES (1, 0);--> statement-breakpoint
-- A family's upcoming sessions are kept by each app server and checked against this count on every
-- read (decision 130). Every transaction that changes what they are made of adds one, once, as it
-- commits: the triggers are deferred, so the row is locked for the commit alone and taken after
-- every other lock of the transaction, which keeps writers from waiting on each other for long and
-- from deadlocking over it. A transaction's later rows find it already counted.
CREATE FUNCTION "count_schedule_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('classperk.schedule_counted', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('classperk.schedule_counted', txid_current()::text, true);
    UPDATE "schedule_generation" SET "changes" = "changes" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "scheduled_sessions_counted" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "students_counted" AFTER INSERT OR UPDATE OR DELETE ON "students" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "class_enrolments_counted" AFTER INSERT OR UPDATE OR DELETE ON "class_enrolments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "classes_counted" AFTER UPDATE OF "name" OR DELETE ON "classes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_counted" AFTER UPDATE OF "full_name" OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
-- Emptying a table in one statement fires no row trigger; it is counted at once.
CREATE TRIGGER "scheduled_sessions_emptied" AFTER TRUNCATE ON "scheduled_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "students_emptied" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "count_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "class_enrolments_emptied" AFTER TRUNCATE ON "class_enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "count_schedule_change"();
