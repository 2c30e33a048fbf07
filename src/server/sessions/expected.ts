import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LATE_AFTER_MINUTES, type AttendanceStatus } from '../../shared/attendance/rules.js';
import { LIVE_SESSION_SUBJECT } from '../../shared/constants.js';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';
import { subjectList } from '../../shared/family/schemas.js';
import type { Db } from '../db/client.js';
import { attendanceMarks, sessionJoins } from '../db/schema-attendance.js';
import { classEnrolments } from '../db/schema-classes.js';
import { scheduledSessions, students, users } from '../db/schema.js';
import { coversInstant, onRosterOf } from '../policies/roster.js';
import { inYearGroupJoin } from '../policies/sessions.js';

type SessionRow = typeof scheduledSessions.$inferSelect;

/*
 * Who may join a session is who sees it (policies/sessions.ts: attendedBy, attendedIds; decision
 * 106): a one-to-one's own pupil, a class session's roster on its UK day, or every pupil of a
 * whole-year-group session's year group. Who is expected there is narrower: of those, the pupils
 * who had joined us by that day, and at a whole-year-group session only those who study its
 * subject. An empty subject list means every subject, and the "Live Session" placeholder stands
 * for no subject, so the whole year group (decision 062).
 */

const placeholder = LIVE_SESSION_SUBJECT.toLowerCase();

/** Whether the pupil in `students` studies the subject of the session in `scheduled_sessions`. */
const studiesSubject = sql`(lower(${scheduledSessions.subject}) = ${placeholder}
  or coalesce(${students.subjects}, '') !~ '[^,[:space:]]'
  or lower(btrim(${scheduledSessions.subject})) = any(regexp_split_to_array(lower(btrim(${students.subjects})), '\\s*,\\s*')))`;

/**
 * Whether the session in `scheduled_sessions` is on or after the UK day the pupil in `students`
 * joined: nobody is expected at sessions held before they were with us (issue 26 §5).
 */
const sinceJoined = sql`${scheduledSessions.scheduledFor} >= (date_trunc('day', ${students.createdAt} at time zone ${UK_ZONE}) at time zone ${UK_ZONE})`;

/** The pupils expected at the session joined as `scheduled_sessions`, as a condition on `students`. */
export const expectedJoin: SQL = and(
  sinceJoined,
  or(
    eq(students.id, scheduledSessions.studentId),
    onRosterOf(scheduledSessions, students.id),
    and(inYearGroupJoin, studiesSubject),
  ),
)!;

/**
 * The pupils on a session's register: the expected ones and anyone else who joined. The families'
 * figures, the weekly digest and the employer report count these; absence emails only the expected.
 */
export const onRegisterJoin: SQL = or(
  expectedJoin,
  sql`exists (select 1 from ${sessionJoins} where ${sessionJoins.sessionId} = ${scheduledSessions.id} and ${sessionJoins.studentId} = ${students.id})`,
)!;

type SessionFacts = Pick<
  SessionRow,
  'studentId' | 'classId' | 'academicYear' | 'subject' | 'scheduledFor'
>;
type PupilFacts = Pick<
  typeof students.$inferSelect,
  'id' | 'grade' | 'leftOn' | 'subjects' | 'createdAt'
>;

/**
 * Of `ids`, the pupils on the roster of a class session on its UK day (none for other sessions),
 * which mayJoin and isExpected take for the rows in hand.
 */
export async function rosteredAt(
  db: Db,
  session: Pick<SessionRow, 'classId' | 'scheduledFor'>,
  ids: number[],
): Promise<ReadonlySet<number>> {
  if (session.classId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: classEnrolments.studentId })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.classId, session.classId),
        inArray(classEnrolments.studentId, ids),
        coversInstant(classEnrolments, sql`${session.scheduledFor.toISOString()}::timestamptz`),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** A UK calendar day as YYYY-MM-DD, which sorts as the days do. */
const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: UK_ZONE });

/**
 * Whether a family's pupil may join a session: the session is shown to them (attendedBy), a
 * session open to their year group only before the day they left us.
 */
export const mayJoin = (
  session: Omit<SessionFacts, 'subject'>,
  p: Omit<PupilFacts, 'subjects' | 'createdAt'>,
  rostered: ReadonlySet<number>,
) => {
  if (session.studentId !== null) return p.id === session.studentId;
  if (session.classId !== null) return rostered.has(p.id);
  if (p.leftOn !== null && ukDay.format(session.scheduledFor) >= p.leftOn) return false;
  return session.academicYear !== null && p.grade === session.academicYear;
};

/** Whether a family's pupil is expected at a session: expectedJoin for one row in hand. */
export function isExpected(session: SessionFacts, p: PupilFacts, rostered: ReadonlySet<number>) {
  if (!mayJoin(session, p, rostered)) return false;
  if (ukDay.format(session.scheduledFor) < ukDay.format(p.createdAt)) return false;
  if (session.studentId !== null || session.classId !== null) return true;
  const subject = session.subject.trim().toLowerCase();
  const studied = subjectList(p.subjects).map((s) => s.toLowerCase());
  return subject === placeholder || studied.length === 0 || studied.includes(subject);
}

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

/** Sessions over by `now`: families see marks only then, not "absent" while a session runs. */
export const endedBy = (now: Date) =>
  sql`${scheduledSessions.scheduledFor} + make_interval(mins => ${scheduledSessions.duration}) <= ${now}`;
