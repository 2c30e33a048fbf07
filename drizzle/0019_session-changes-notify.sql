-- Each app server keeps a signed-in request's session for a few seconds (decision 073). Any change
-- to an account, and any session that ends, tells every server at commit to forget that account's
-- sessions, whichever server or job made the change. The argument names the account's column.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "notify_session_changes"('id');--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_changes"('id');--> statement-breakpoint
CREATE TRIGGER "auth_sessions_ended" AFTER DELETE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_changes"('user_id');
