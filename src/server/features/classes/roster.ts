import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RosterEntry, WaitlistEntry } from '../../../shared/classes/views.js';
import type { IdCursor, TimeCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { scheduledSessions, students, users } from '../../db/schema.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import {
  attendanceStatus,
  endedBy,
  joinOf,
  markOf,
  onRegisterJoin,
  pupilName,
  withOwnAccount,
} from '../../sessions/expected.js';
import { DAY_MS } from '../../../shared/dates/durations.js';
import { notCancelled } from '../../sessions/status.js';
import { activeToday } from '../../policies/roster.js';

/*
 * A class's roster with each child's attendance, its upcoming sessions and its waitlist, each a
 * keyset-paged list of its own (decision 110).
 */

interface Page<C> {
  cursor?: C | undefined;
  pageSize: number;
}

const count = (status: string) =>
  sql<number>`(count(*) filter (where ${attendanceStatus} = ${status}))::int`;

/**
 * Present, late and absent counts of `studentIds` at the class's sessions that have ended, by the
 * register's rules (sessions/expected.ts): the sessions each child was on the register of.
 */
async function attendanceAt(db: Db, classId: number, studentIds: number[], now: Date) {
  if (studentIds.length === 0)
    return new Map<number, Pick<RosterEntry, 'present' | 'late' | 'absent'>>();
  const rows = await db
    .select({
      studentId: students.id,
      present: count('present'),
      late: count('late'),
      absent: count('absent'),
    })
    .from(scheduledSessions)
    .innerJoin(students, and(inArray(students.id, studentIds), onRegisterJoin))
    .leftJoin(...joinOf)
    .leftJoin(...markOf)
    .where(and(eq(scheduledSessions.classId, classId), notCancelled, endedBy(now)))
    .groupBy(students.id);
  return new Map(rows.map(({ studentId, ...marks }) => [studentId, marks]));
}

/** The children on the roster today or joining later, in the order they joined, with attendance. */
export async function rosterPage(db: Db, classId: number, page: Page<IdCursor>, now = new Date()) {
  const rows = await keysetRows(
    db
      .select({
        id: classEnrolments.id,
        studentId: students.id,
        name: pupilName,
        joinedOn: classEnrolments.joinedOn,
        leftOn: classEnrolments.leftOn,
      })
      .from(classEnrolments)
      .innerJoin(students, eq(students.id, classEnrolments.studentId))
      .leftJoin(...withOwnAccount)
      .$dynamic(),
    { direction: 'asc', id: classEnrolments.id },
    page,
    and(eq(classEnrolments.classId, classId), activeToday(classEnrolments)),
  );
  const shown = rows.slice(0, page.pageSize);
  const marks = await attendanceAt(
    db,
    classId,
    shown.map((row) => row.studentId),
    now,
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => String(row.id),
    (row): RosterEntry => ({
      ...row,
      ...(marks.get(row.studentId) ?? { present: 0, late: 0, absent: 0 }),
    }),
  );
}

const endsAt = sql`${scheduledSessions.scheduledFor} + make_interval(mins => ${scheduledSessions.duration})`;

/** The class's sessions not yet over, soonest first, cancelled ones included so admins see them. */
export async function upcomingSessionsPage(
  db: Db,
  classId: number,
  tutorId: number,
  page: Page<TimeCursor>,
  now = new Date(),
) {
  const rows = await keysetRows(
    db
      .select({
        id: scheduledSessions.id,
        micros: microsOf(scheduledSessions.scheduledFor),
        title: scheduledSessions.title,
        scheduledFor: scheduledSessions.scheduledFor,
        duration: scheduledSessions.duration,
        status: scheduledSessions.status,
        tutorId: scheduledSessions.tutorId,
        tutorName: users.fullName,
        detached: scheduledSessions.detached,
      })
      .from(scheduledSessions)
      .innerJoin(users, eq(users.id, scheduledSessions.tutorId))
      .$dynamic(),
    { direction: 'asc', time: scheduledSessions.scheduledFor, id: scheduledSessions.id },
    page,
    // No session runs longer than a day: the bound lets the class index skip the past.
    and(
      eq(scheduledSessions.classId, classId),
      gt(scheduledSessions.scheduledFor, new Date(now.getTime() - DAY_MS)),
      gt(endsAt, now),
    ),
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => timeCursorOf(row.micros, row.id),
    ({ micros: _micros, tutorId: sessionTutor, ...row }) => ({
      ...row,
      substitute: sessionTutor !== tutorId,
    }),
  );
}

/** The children waiting for a place or holding an offer, first come first. */
export async function waitlistPage(db: Db, classId: number, page: Page<TimeCursor>) {
  const rows = await keysetRows(
    db
      .select({
        id: classWaitlist.id,
        micros: microsOf(classWaitlist.createdAt),
        studentId: students.id,
        name: pupilName,
        status: classWaitlist.status,
        since: classWaitlist.createdAt,
        offerExpiresAt: classWaitlist.offerExpiresAt,
      })
      .from(classWaitlist)
      .innerJoin(students, eq(students.id, classWaitlist.studentId))
      .leftJoin(...withOwnAccount)
      .$dynamic(),
    { direction: 'asc', time: classWaitlist.createdAt, id: classWaitlist.id },
    page,
    and(eq(classWaitlist.classId, classId), inArray(classWaitlist.status, ['waiting', 'offered'])),
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => timeCursorOf(row.micros, row.id),
    ({ micros: _micros, ...row }) => ({ ...row, status: row.status as WaitlistEntry['status'] }),
  );
}
