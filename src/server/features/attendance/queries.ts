import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  familyMarksQuerySchema,
  registerQuerySchema,
  registerSaveSchema,
} from '../../../shared/attendance/schemas.js';
import type { Db } from '../../db/client.js';
import { attendanceMarks, sessionJoins } from '../../db/schema-attendance.js';
import { scheduledSessions, students } from '../../db/schema.js';
import { keysetOrder, keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { attendedIds, type SessionFilter } from '../../policies/sessions.js';
import { inRange, rangeOf } from '../family/sessions.js';
import {
  attendanceStatus,
  endedBy,
  joinOf,
  markOf,
  onRegisterJoin,
  pupilName,
  withOwnAccount,
} from '../../sessions/expected.js';
import { notCancelled, notCancelledIn } from '../../sessions/status.js';

/** The last sessions a child's attendance page lists. */
const RECENT = 10;

/** A register's pupils, by id: expected ones and anyone else who joined, with their status. */
export async function registerPage(
  db: Db,
  sessionId: number,
  { cursor, pageSize }: z.output<typeof registerQuerySchema>,
) {
  const rows = await keysetRows(
    db
      .select({
        id: students.id,
        name: pupilName,
        grade: students.grade,
        status: attendanceStatus,
        joinedAt: sessionJoins.joinedAt,
        marked: sql<boolean>`${attendanceMarks.status} is not null`,
      })
      .from(scheduledSessions)
      .innerJoin(students, onRegisterJoin)
      .leftJoin(...withOwnAccount)
      .leftJoin(...joinOf)
      .leftJoin(...markOf)
      .$dynamic(),
    { direction: 'asc', id: students.id },
    { cursor, pageSize },
    eq(scheduledSessions.id, sessionId),
  );
  return pageFrom(
    rows,
    pageSize,
    (row) => String(row.id),
    (row) => row,
  );
}

/** Which of `ids` are on the session's register. */
export async function onRegister(tx: Db, sessionId: number, ids: number[]) {
  const listed = await tx
    .select({ id: students.id })
    .from(scheduledSessions)
    .innerJoin(students, onRegisterJoin)
    .where(and(eq(scheduledSessions.id, sessionId), inArray(students.id, ids)));
  return new Set(listed.map((row) => row.id));
}

/** Writes a register's marks, each replacing the pupil's earlier one. */
export async function saveMarks(
  tx: Db,
  sessionId: number,
  marks: z.output<typeof registerSaveSchema>['marks'],
  markedBy: number,
  markedAt: Date,
) {
  await tx
    .insert(attendanceMarks)
    .values(
      marks.map((mark) => ({
        sessionId,
        studentId: mark.studentId,
        status: mark.status,
        markedBy,
        markedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [attendanceMarks.sessionId, attendanceMarks.studentId],
      set: {
        status: sql`excluded.status`,
        markedBy: sql`excluded.marked_by`,
        markedAt: sql`excluded.marked_at`,
      },
    });
}

/** The first join of each of `studentIds` at a session. */
export const joinsAt = (db: Db, sessionId: number, studentIds: number[]) =>
  studentIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(sessionJoins)
        .where(
          and(eq(sessionJoins.sessionId, sessionId), inArray(sessionJoins.studentId, studentIds)),
        );

/** Records a pupil's join; the first is the one kept, so a second press, or two at once, changes nothing. */
export async function recordJoin(db: Db, join: typeof sessionJoins.$inferInsert) {
  await db.insert(sessionJoins).values(join).onConflictDoNothing();
}

const count = (status: string) =>
  sql<number>`(count(*) filter (where ${attendanceStatus} = ${status}))::int`;

/** A child's attendance at the sessions that ended between `from` and `to`: per subject, and the last ones. */
export async function childAttendance(db: Db, studentId: number, from: Date, to: Date) {
  const inWindow = and(
    eq(students.id, studentId),
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
  return { subjects, recent };
}

/**
 * The family's sessions of a range that have started, soonest first, each with the marks of the
 * family's pupils once it has ended.
 */
export async function familyMarks(
  db: Db,
  mine: SQL,
  query: z.output<typeof familyMarksQuerySchema>,
  now: Date,
) {
  const { cursor, pageSize } = query;
  const { start, end } = rangeOf(query, 31);
  const started: SessionFilter = (s) => [
    ...inRange(start, end, cursor)(s),
    lte(s.scheduledFor, now),
    notCancelledIn(s.status),
  ];
  const rows = await db
    .select({ id: scheduledSessions.id, micros: microsOf(scheduledSessions.scheduledFor) })
    .from(scheduledSessions)
    .where(inArray(scheduledSessions.id, attendedIds(db, mine, started, pageSize + 1)))
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
}
