import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  analyticsSchema,
  dashboardSchema,
  scheduleSchema,
} from '../../../shared/insights/responses.js';
import {
  liveSessions,
  recordedLessons,
  resources,
  scheduledSessions,
  students,
  users,
  lessonViews,
  type UserRow,
} from '../../db/schema.js';
import { dateInput } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../auth/guard.js';
import { presentLesson } from '../lessons/queries.js';
import { presentLive } from '../live-sessions/queries.js';

const DAY_MS = 86_400_000;
const VIEW_DAYS = 30;
const rangeSchema = z
  .object({ from: dateInput(), to: dateInput() })
  .refine(
    (range) => range.to > range.from && range.to.getTime() - range.from.getTime() <= 62 * DAY_MS,
    {
      message: 'Choose a range of up to two months.',
      path: ['to'],
    },
  );

/** Rows of one tutor, or of every tutor for an admin. */
type Column = Parameters<typeof eq>[0];

const scopeOf = (user: UserRow, column: Column): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(column, user.id);

const notCancelled = ne(sql`lower(${scheduledSessions.status})`, 'cancelled');

/** The tutor dashboard, the tutor's calendar and the analytics page. */
export function registerInsightRoutes(app: Api, { db }: Services) {
  const tutorOrAdmin = { access: ['tutor', 'admin'] } as const;
  const tags = ['Insights'];
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  app.get(
    '/dashboard',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Dashboard figures, upcoming sessions and recent recordings',
        tags,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const [lessons, upcomingLive, activeStudents, resourceCount] = await Promise.all([
        countOf(
          db
            .select({ n: count() })
            .from(recordedLessons)
            .where(scopeOf(user, recordedLessons.tutorId)),
        ),
        countOf(
          db
            .select({ n: count() })
            .from(liveSessions)
            .where(
              and(
                scopeOf(user, liveSessions.tutorId),
                inArray(liveSessions.status, ['scheduled', 'live']),
                gt(
                  sql`${liveSessions.scheduledFor} + make_interval(mins => ${liveSessions.duration})`,
                  now,
                ),
              ),
            ),
        ),
        countOf(db.select({ n: count() }).from(students).where(scopeOf(user, students.tutorId))),
        countOf(db.select({ n: count() }).from(resources).where(scopeOf(user, resources.tutorId))),
      ]);
      const upcomingSessions = await db
        .select()
        .from(scheduledSessions)
        .where(
          and(
            scopeOf(user, scheduledSessions.tutorId),
            gt(scheduledSessions.scheduledFor, now),
            notCancelled,
          ),
        )
        .orderBy(asc(scheduledSessions.scheduledFor))
        .limit(5);
      const recentLessons = await db
        .select()
        .from(recordedLessons)
        .where(scopeOf(user, recordedLessons.tutorId))
        .orderBy(desc(recordedLessons.uploadedAt))
        .limit(3);
      return {
        stats: {
          recordedLessons: lessons,
          upcomingLiveSessions: upcomingLive,
          activeStudents,
          resources: resourceCount,
        },
        upcomingSessions,
        recentLessons: recentLessons.map((row) => presentLesson(row)),
      };
    },
  );

  app.get(
    '/schedule',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Sessions and live streams between two instants',
        description: 'Up to two months at a time.',
        tags,
        querystring: rangeSchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { from, to } = request.query;
      const inRange = (tutorId: Column, at: Column) =>
        and(scopeOf(user, tutorId), gte(at, from), lt(at, to));
      // The two reads are independent: ask for both at once.
      const [scheduled, live] = await Promise.all([
        db
          .select()
          .from(scheduledSessions)
          .where(inRange(scheduledSessions.tutorId, scheduledSessions.scheduledFor))
          .orderBy(asc(scheduledSessions.scheduledFor)),
        db
          .select()
          .from(liveSessions)
          .where(inRange(liveSessions.tutorId, liveSessions.scheduledFor))
          .orderBy(asc(liveSessions.scheduledFor)),
      ]);
      return { scheduled, live: live.map((row) => presentLive(row)) };
    },
  );

  app.get(
    '/analytics',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Lesson views, sessions by subject and upcoming load per tutor',
        tags,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const since = new Date(Date.now() - (VIEW_DAYS - 1) * DAY_MS);
      since.setUTCHours(0, 0, 0, 0);
      const day = sql<string>`to_char(date_trunc('day', ${lessonViews.viewedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const views = await db
        .select({ date: day, views: count() })
        .from(lessonViews)
        .innerJoin(recordedLessons, eq(recordedLessons.id, lessonViews.lessonId))
        .where(and(scopeOf(user, recordedLessons.tutorId), gte(lessonViews.viewedAt, since)))
        .groupBy(day);
      const byDay = new Map(views.map((row) => [row.date, row.views]));
      const viewsByDay = Array.from({ length: VIEW_DAYS }, (_, i) => {
        const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { date, views: byDay.get(date) ?? 0 };
      });

      const sessionsBySubject = await db
        .select({ subject: scheduledSessions.subject, sessions: count() })
        .from(scheduledSessions)
        .where(and(scopeOf(user, scheduledSessions.tutorId), notCancelled))
        .groupBy(scheduledSessions.subject)
        .orderBy(desc(count()), asc(scheduledSessions.subject));

      const now = new Date();
      const upcomingScheduled = await db
        .select({ tutorId: scheduledSessions.tutorId, n: count() })
        .from(scheduledSessions)
        .where(
          and(
            scopeOf(user, scheduledSessions.tutorId),
            gt(scheduledSessions.scheduledFor, now),
            notCancelled,
          ),
        )
        .groupBy(scheduledSessions.tutorId);
      const upcomingLive = await db
        .select({ tutorId: liveSessions.tutorId, n: count() })
        .from(liveSessions)
        .where(
          and(
            scopeOf(user, liveSessions.tutorId),
            gt(liveSessions.scheduledFor, now),
            inArray(liveSessions.status, ['scheduled', 'live']),
          ),
        )
        .groupBy(liveSessions.tutorId);
      const load = new Map<number, number>();
      for (const row of [...upcomingScheduled, ...upcomingLive])
        load.set(row.tutorId, (load.get(row.tutorId) ?? 0) + row.n);
      const tutors = await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(user.role === 'admin' ? eq(users.role, 'tutor') : eq(users.id, user.id))
        .orderBy(asc(users.fullName));
      const upcomingByTutor = tutors.map((tutor) => ({
        tutorId: tutor.id,
        tutorName: tutor.fullName,
        sessions: load.get(tutor.id) ?? 0,
      }));

      return { viewsByDay, sessionsBySubject, upcomingByTutor };
    },
  );
}
