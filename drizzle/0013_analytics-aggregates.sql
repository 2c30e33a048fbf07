-- Whole-service figures for admins, counted by the analytics-refresh job instead of on every request
-- (decision 051). Each view has a unique index so that REFRESH ... CONCURRENTLY can replace its rows
-- while requests keep reading the previous ones.
CREATE MATERIALIZED VIEW "analytics_sessions_by_subject" AS
  SELECT "subject", count(*)::int AS "sessions"
  FROM "scheduled_sessions"
  WHERE lower("status") <> 'cancelled'
  GROUP BY "subject";--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_sessions_by_subject_idx" ON "analytics_sessions_by_subject" ("subject");--> statement-breakpoint
CREATE MATERIALIZED VIEW "analytics_upcoming_by_tutor" AS
  SELECT "users"."id" AS "tutor_id", coalesce("scheduled"."n", 0) + coalesce("live"."n", 0) AS "sessions"
  FROM "users"
  LEFT JOIN (
    SELECT "tutor_id", count(*)::int AS "n" FROM "scheduled_sessions"
    WHERE lower("status") <> 'cancelled' AND "scheduled_for" > now()
    GROUP BY "tutor_id"
  ) AS "scheduled" ON "scheduled"."tutor_id" = "users"."id"
  LEFT JOIN (
    SELECT "tutor_id", count(*)::int AS "n" FROM "live_sessions"
    WHERE "status" IN ('scheduled', 'live') AND "scheduled_for" > now()
    GROUP BY "tutor_id"
  ) AS "live" ON "live"."tutor_id" = "users"."id"
  WHERE "users"."role" = 'tutor';--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_upcoming_by_tutor_idx" ON "analytics_upcoming_by_tutor" ("tutor_id");--> statement-breakpoint
CREATE INDEX "analytics_upcoming_by_tutor_busiest_idx" ON "analytics_upcoming_by_tutor" ("sessions" DESC, "tutor_id");--> statement-breakpoint
CREATE MATERIALIZED VIEW "analytics_views_by_day" AS
  SELECT (date_trunc('day', "viewed_at" AT TIME ZONE 'UTC'))::date AS "day", count(*)::int AS "views"
  FROM "lesson_views"
  GROUP BY 1;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_views_by_day_idx" ON "analytics_views_by_day" ("day");--> statement-breakpoint
CREATE MATERIALIZED VIEW "analytics_totals" AS
  SELECT
    1 AS "id",
    (SELECT count(*)::int FROM "recorded_lessons") AS "recorded_lessons",
    (SELECT count(*)::int FROM "live_sessions"
      WHERE "status" IN ('scheduled', 'live')
        AND "scheduled_for" + make_interval(mins => "duration") > now()) AS "upcoming_live_sessions",
    (SELECT count(*)::int FROM "students") AS "students",
    (SELECT count(*)::int FROM "resources") AS "resources",
    (SELECT count(*)::int FROM "users" WHERE "role" = 'tutor') AS "tutors",
    now() AS "counted_at";--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_totals_idx" ON "analytics_totals" ("id");
