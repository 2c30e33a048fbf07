-- iCalendar's SEQUENCE (decision 083): a count of a session's changes, raised by the database on
-- every update that changes the row, whichever route, job or script makes it, so that calendar
-- apps replace their copy of a moved or cancelled session.
ALTER TABLE "scheduled_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "count_scheduled_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sequence := OLD.sequence + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "scheduled_sessions_changed" BEFORE UPDATE ON "scheduled_sessions" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "count_scheduled_session_change"();
