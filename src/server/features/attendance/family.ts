import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import { ATTENDANCE_WINDOW_DAYS } from '../../../shared/attendance/rules.js';
import {
  childAttendanceSchema,
  familyMarksPageSchema,
  familyMarksQuerySchema,
} from '../../../shared/attendance/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { scheduledSessions, students } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { keysetOrder, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { attendedIds, profilesOf, type SessionFilter } from '../../policies/sessions.js';
import { inRange, rangeOf } from '../family/sessions.js';
import {
  attendanceStatus,
  endedBy,
  onRegisterJoin,
  joinOf,
  markOf,
  notCancelled,
  pupilName,
  withOwnAccount,
} from './expected.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

const tags = ['Attendance'];
const access = ['parent', 'student'] as const;
const RECENT = 10;

const count = (status: string) =>
  sql<number>`(count(*) filter (where ${attendanceStatus} = ${status}))::int`;

/** A family's view of its children's attendance (issue 15 §1). */
export function registerFamilyAttendanceRoutes(app: Api, { db }: Services) {
  app.get(
    '/attendance/children/:id',
    {
      config: { access },
      schema: {
        summary: "One of your children's attendance: a rate per subject and the last sessions",
        description: `Sessions that ended in the last ${ATTENDANCE_WINDOW_DAYS} days and were not cancelled. A parent's own children, a student their own; any other child is 404.`,
        tags,
        params: idParam,
        response: { 200: childAttendanceSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [profile] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, request.params.id), profilesOf(currentUser(request))));
      if (!profile) throw notFound(ATTENDANCE_MSG.childNotFound);
      const to = new Date();
      const from = new Date(to.getTime() - ATTENDANCE_WINDOW_DAYS * DAY_MS);
      const inWindow = and(
        eq(students.id, profile.id),
        gte(scheduledSessions.scheduledFor, from),
        lte(scheduledSessions.scheduledFor, to),
        endedBy(to),
        notCancelled,
      );
      const [subjects, recent] = await Promise.all([
        db
          .select({
            subject: scheduledSessions.subject,
            sessions: sql<number>`count(*)::int`,
            present: count('present'),
            late: count('late'),
            absent: count('absent'),
          })
          .from(scheduledSessions)
          .innerJoin(students, onRegisterJoin)
          .leftJoin(...joinOf)
          .leftJoin(...markOf)
          .where(inWindow)
          .groupBy(scheduledSessions.subject)
          .orderBy(asc(scheduledSessions.subject)),
        db
          .select({
            sessionId: scheduledSessions.id,
            title: scheduledSessions.title,
            subject: scheduledSessions.subject,
            scheduledFor: scheduledSessions.scheduledFor,
            status: attendanceStatus,
          })
          .from(scheduledSessions)
          .innerJoin(students, onRegisterJoin)
          .leftJoin(...joinOf)
          .leftJoin(...markOf)
          .where(inWindow)
          .orderBy(...keysetOrder('desc', scheduledSessions.scheduledFor, scheduledSessions.id))
          .limit(RECENT),
      ]);
      return {
        from,
        to,
        subjects: subjects.map((row) => ({
          ...row,
          rate: Math.round((100 * (row.present + row.late)) / row.sessions),
        })),
        recent,
      };
    },
  );

  app.get(
    '/attendance/sessions',
    {
      config: { access },
      schema: {
        summary: "Your children's marks on the sessions of a range that have ended",
        description: `Defaults to 31 days back; at most 92 days. A session still running is listed without marks. Soonest first, a page at a time: pass the \`nextCursor\` of one answer as \`cursor\`, with the same range.`,
        tags,
        querystring: familyMarksQuerySchema,
        response: { 200: familyMarksPageSchema },
      },
    },
    async (request) => {
      const mine = profilesOf(currentUser(request));
      const { cursor, pageSize } = request.query;
      const { start, end } = rangeOf(request.query, 31);
      const now = new Date();
      const started: SessionFilter = (s) => [
        ...inRange(start, end, cursor)(s),
        lte(s.scheduledFor, now),
        sql`lower(${s.status}) <> 'cancelled'`,
      ];
      const rows = await db
        .select({ id: scheduledSessions.id, micros: microsOf(scheduledSessions.scheduledFor) })
        .from(scheduledSessions)
        .where(inArray(scheduledSessions.id, attendedIds(db, mine!, started, pageSize + 1)))
        .orderBy(...keysetOrder('asc', scheduledSessions.scheduledFor, scheduledSessions.id))
        .limit(pageSize + 1);
      const page = pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.id),
        (row) => row.id,
      );
      const marks =
        page.items.length === 0
          ? []
          : await db
              .select({
                sessionId: scheduledSessions.id,
                studentId: students.id,
                name: pupilName,
                status: attendanceStatus,
              })
              .from(scheduledSessions)
              .innerJoin(students, onRegisterJoin)
              .leftJoin(...withOwnAccount)
              .leftJoin(...joinOf)
              .leftJoin(...markOf)
              .where(and(inArray(scheduledSessions.id, page.items), endedBy(now), mine))
              .orderBy(asc(students.id));
      const bySession = new Map<number, Omit<(typeof marks)[number], 'sessionId'>[]>();
      for (const { sessionId, ...mark } of marks) {
        bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), mark]);
      }
      return {
        items: page.items.map((id) => ({ id, marks: bySession.get(id) ?? [] })),
        nextCursor: page.nextCursor,
      };
    },
  );
}
