import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LATE_AFTER_MINUTES, type AttendanceStatus } from '../../../shared/attendance/rules.js';
import { attendanceMarks, sessionJoins } from '../../db/schema-attendance.js';
import { scheduledSessions, students, users } from '../../db/schema.js';
import type { Profile } from '../family/access.js';

type SessionRow = typeof scheduledSessions.$inferSelect;

/*
 * Who is expected at a session is the rule by which family/access.ts shows sessions to a family
 * (attendedBy, attendedIds): a one-to-one's own pupil, or every pupil of a group session's year
 * group. Subjects play no part there, so none here either, or a family could see a session that
 * it may not join (decision 062).
 */

/** The pupils expected at the session joined as `scheduled_sessions`, as a condition on `students`. */
export const expectedJoin: SQL = or(
  eq(students.id, scheduledSessions.studentId),
  and(isNull(scheduledSessions.studentId), eq(students.grade, scheduledSessions.academicYear)),
)!;

/** Whether a family's profile is expected at a session: expectedJoin for one row in hand. */
export const isExpected = (session: Pick<SessionRow, 'studentId' | 'academicYear'>, p: Profile) =>
  session.studentId !== null
    ? p.id === session.studentId
    : session.academicYear !== null && p.grade === session.academicYear;

const ownAccount = alias(users, 'own_account');

/** A pupil's name: the profile's, else their own account's. */
export const pupilName = sql<string>`coalesce(${students.name}, ${ownAccount.fullName}, 'Pupil ' || ${students.id})`;

/** Pupils with their own account, for pupilName. */
export const withOwnAccount = [ownAccount, eq(ownAccount.id, students.userId)] as const;

/** The session's join and mark for the pupil in `students`, for attendanceStatus. */
export const joinOf = [
  sessionJoins,
  and(eq(sessionJoins.sessionId, scheduledSessions.id), eq(sessionJoins.studentId, students.id)),
] as const;
export const markOf = [
  attendanceMarks,
  and(
    eq(attendanceMarks.sessionId, scheduledSessions.id),
    eq(attendanceMarks.studentId, students.id),
  ),
] as const;

/**
 * A pupil's attendance at a session: the register's mark, else from their first join: within
 * LATE_AFTER_MINUTES of the start present, later late, none absent (decision 062).
 */
export const attendanceStatus = sql<AttendanceStatus>`coalesce(${attendanceMarks.status},
  case when ${sessionJoins.joinedAt} is null then 'absent'
       when ${sessionJoins.joinedAt} <= ${scheduledSessions.scheduledFor} + make_interval(mins => ${sql.raw(String(LATE_AFTER_MINUTES))}) then 'present'
       else 'late' end)`;

/** Sessions that count for attendance: not cancelled. */
export const notCancelled = sql`lower(${scheduledSessions.status}) <> 'cancelled'`;

/** Sessions over by `now`: families see marks only then, not "absent" while a session runs. */
export const endedBy = (now: Date) =>
  sql`${scheduledSessions.scheduledFor} + make_interval(mins => ${scheduledSessions.duration}) <= ${now}`;
