import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHART_ROWS, type analyticsSchema } from '../../../shared/insights/responses.js';
import type { Db } from '../../db/client.js';
import {
  lessonViews,
  liveSessions,
  recordedLessons,
  scheduledSessions,
  users,
} from '../../db/schema.js';
import { sessionsBySubject, totals, upcomingByTutor, viewsByDay } from './aggregates.js';
import { notCancelled } from '../../sessions/status.js';
import type { SessionUser } from '../../identity/guard.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

type Analytics = z.output<typeof analyticsSchema>;

const VIEW_DAYS = 30;

/** The first of the 30 days the views chart shows, at midnight UTC. */
function firstViewDay() {
  const since = new Date(Date.now() - (VIEW_DAYS - 1) * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);
  return since;
}

/** Every one of the 30 days, days without views as 0. */
function dailyViews(since: Date, rows: { date: string; views: number }[]) {
  const byDay = new Map(rows.map((row) => [row.date, row.views]));
  return Array.from({ length: VIEW_DAYS }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, views: byDay.get(date) ?? 0 };
  });
}

/**
 * A tutor's own figures, counted per request: every statement reads one tutor's rows through a
 * tutor_id index, so the cost follows the tutor's size, not the service's.
 */
export async function tutorAnalytics(db: Db, tutor: SessionUser): Promise<Analytics> {
  const since = firstViewDay();
  const day = sql<string>`to_char(date_trunc('day', ${lessonViews.viewedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const now = new Date();
  const [views, subjects, scheduled, live] = await Promise.all([
    db
      .select({ date: day, views: count() })
      .from(lessonViews)
      .innerJoin(recordedLessons, eq(recordedLessons.id, lessonViews.lessonId))
      .where(and(eq(recordedLessons.tutorId, tutor.id), gte(lessonViews.viewedAt, since)))
      .groupBy(day),
    db
      .select({ subject: scheduledSessions.subject, sessions: count() })
      .from(scheduledSessions)
      .where(and(eq(scheduledSessions.tutorId, tutor.id), notCancelled))
      .groupBy(scheduledSessions.subject)
      .orderBy(desc(count()), asc(scheduledSessions.subject))
      .limit(CHART_ROWS),
    db
      .select({ n: count() })
      .from(scheduledSessions)
      .where(
        and(
          eq(scheduledSessions.tutorId, tutor.id),
          gt(scheduledSessions.scheduledFor, now),
          notCancelled,
        ),
      ),
    db
      .select({ n: count() })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.tutorId, tutor.id),
          gt(liveSessions.scheduledFor, now),
          inArray(liveSessions.status, ['scheduled', 'live']),
        ),
      ),
  ]);
  return {
    viewsByDay: dailyViews(since, views),
    sessionsBySubject: subjects,
    upcomingByTutor: [
      {
        tutorId: tutor.id,
        tutorName: tutor.fullName,
        sessions: (scheduled[0]?.n ?? 0) + (live[0]?.n ?? 0),
      },
    ],
    tutors: 1,
    countedAt: null,
  };
}

/**
 * Every tutor's figures for an admin, read from the kept aggregates: small reads of counts the
 * analytics-refresh job made, never an aggregate over the sessions themselves.
 */
export async function adminAnalytics(db: Db): Promise<Analytics> {
  const since = firstViewDay();
  const [views, subjects, busiest, [kept]] = await Promise.all([
    db
      .select({ date: viewsByDay.day, views: viewsByDay.views })
      .from(viewsByDay)
      .where(gte(viewsByDay.day, since.toISOString().slice(0, 10))),
    db
      .select()
      .from(sessionsBySubject)
      .orderBy(desc(sessionsBySubject.sessions), asc(sessionsBySubject.subject))
      .limit(CHART_ROWS),
    db
      .select({
        tutorId: upcomingByTutor.tutorId,
        tutorName: users.fullName,
        sessions: upcomingByTutor.sessions,
      })
      .from(upcomingByTutor)
      .innerJoin(users, eq(users.id, upcomingByTutor.tutorId))
      .orderBy(desc(upcomingByTutor.sessions), asc(upcomingByTutor.tutorId))
      .limit(CHART_ROWS),
    db.select({ tutors: totals.tutors, countedAt: totals.countedAt }).from(totals),
  ]);
  return {
    viewsByDay: dailyViews(since, views),
    sessionsBySubject: subjects,
    upcomingByTutor: busiest,
    tutors: kept?.tutors ?? 0,
    countedAt: kept?.countedAt ?? null,
  };
}
