import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttendanceStatus } from '../../../shared/attendance/rules.js';
import type { Db } from '../../db/client.js';
import { lessonReports } from '../../db/schema-attendance.js';
import { classEnrolments } from '../../db/schema-classes.js';
import { scheduledSessions, students, users } from '../../db/schema.js';
import {
  attendanceStatus,
  onRegisterJoin,
  isExpected,
  joinOf,
  markOf,
} from '../../sessions/expected.js';
import { coversInstant } from '../../policies/roster.js';
import { notCancelled } from '../../sessions/status.js';
import type { DigestWeek } from './week.js';

export interface DigestSession {
  id: number;
  title: string;
  subject: string;
  scheduledFor: Date;
}

export interface PastSession extends DigestSession {
  status: AttendanceStatus;
  covered: string | null;
  homework: string | null;
}

export interface ChildDigest {
  name: string;
  grade: string | null;
  thisWeek: PastSession[];
  nextWeek: DigestSession[];
}

export interface ParentDigest {
  userId: number;
  email: string;
  fullName: string;
  children: ChildDigest[];
}

const ownAccount = alias(users, 'own_account');

/**
 * The next `limit` parents after `after`, by id, who have children on file; with those who want
 * the digest among them. The caller carries on after the last id, whoever of them wanted it.
 */
export async function nextParents(db: Db, after: number, limit: number) {
  const ids = await db
    .selectDistinct({ id: students.parentId })
    .from(students)
    .where(gt(students.parentId, after))
    .orderBy(asc(students.parentId))
    .limit(limit);
  const parentIds = ids.map((row) => row.id!);
  const wanting =
    parentIds.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, fullName: users.fullName })
          .from(users)
          .where(
            and(
              inArray(users.id, parentIds),
              eq(users.role, 'parent'),
              eq(users.weeklyDigestEnabled, true),
              isNull(users.deactivatedAt),
            ),
          );
  return { last: parentIds.at(-1) ?? null, full: parentIds.length === limit, wanting };
}

/**
 * Each parent's digest: per child, the fortnight's sessions that child is expected at (a
 * one-to-one of theirs, or a group session of their year group), not cancelled; those before the
 * digest's time with attendance and the report, the rest as next week's. One query a kind for the
 * whole batch, each through its own index, so a batch costs the same however many parents exist.
 */
export async function collectDigests(
  db: Db,
  parents: { id: number; email: string; fullName: string }[],
  week: DigestWeek,
): Promise<ParentDigest[]> {
  if (parents.length === 0) return [];
  const children = await db
    .select({
      profile: students,
      name: sql<string>`coalesce(${students.name}, ${ownAccount.fullName}, 'Your child')`,
    })
    .from(students)
    .leftJoin(ownAccount, eq(ownAccount.id, students.userId))
    .where(
      inArray(
        students.parentId,
        parents.map((p) => p.id),
      ),
    )
    .orderBy(asc(students.id));
  const childIds = children.map((c) => c.profile.id);
  const grades = [...new Set(children.map((c) => c.profile.grade).filter((g): g is string => !!g))];
  const inFortnight = and(
    gte(scheduledSessions.scheduledFor, week.from),
    lt(scheduledSessions.scheduledFor, week.until),
    notCancelled,
  );
  const columns = {
    id: scheduledSessions.id,
    title: scheduledSessions.title,
    subject: scheduledSessions.subject,
    scheduledFor: scheduledSessions.scheduledFor,
    studentId: scheduledSessions.studentId,
    classId: scheduledSessions.classId,
    academicYear: scheduledSessions.academicYear,
  };
  // One-to-ones, the children's classes' sessions on their roster days, open year-group sessions.
  const [own, taught, group] = await Promise.all([
    db
      .select(columns)
      .from(scheduledSessions)
      .where(and(inArray(scheduledSessions.studentId, childIds), inFortnight)),
    db
      .select({ ...columns, pupil: classEnrolments.studentId })
      .from(classEnrolments)
      .innerJoin(
        scheduledSessions,
        and(
          eq(scheduledSessions.classId, classEnrolments.classId),
          coversInstant(classEnrolments, scheduledSessions.scheduledFor),
        ),
      )
      .where(and(inArray(classEnrolments.studentId, childIds), inFortnight)),
    grades.length === 0
      ? []
      : db
          .select(columns)
          .from(scheduledSessions)
          .where(
            and(
              inArray(scheduledSessions.academicYear, grades),
              isNull(scheduledSessions.studentId),
              isNull(scheduledSessions.classId),
              inFortnight,
            ),
          ),
  ]);
  const rosterOf = new Map<number, Set<number>>();
  for (const { id, pupil } of taught) rosterOf.set(id, (rosterOf.get(id) ?? new Set()).add(pupil));
  const classSessions = [...new Map(taught.map(({ pupil: _, ...s }) => [s.id, s])).values()];
  const sessions = [...own, ...classSessions, ...group].sort(
    (a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime() || a.id - b.id,
  );
  const pastIds = sessions.filter((s) => s.scheduledFor < week.at).map((s) => s.id);
  const [statuses, reports] =
    pastIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              sessionId: scheduledSessions.id,
              studentId: students.id,
              status: attendanceStatus,
            })
            .from(scheduledSessions)
            .innerJoin(students, and(inArray(students.id, childIds), onRegisterJoin))
            .leftJoin(...joinOf)
            .leftJoin(...markOf)
            .where(inArray(scheduledSessions.id, pastIds)),
          db.select().from(lessonReports).where(inArray(lessonReports.sessionId, pastIds)),
        ]);
  const key = (sessionId: number, studentId: number) => `${sessionId}:${studentId}`;
  const statusOf = new Map(statuses.map((row) => [key(row.sessionId, row.studentId), row.status]));
  const reportOf = new Map(reports.map((r) => [r.sessionId, r]));

  const digestOf = (child: (typeof children)[number]): ChildDigest => {
    const plain = (s: (typeof sessions)[number]): DigestSession => ({
      id: s.id,
      title: s.title,
      subject: s.subject,
      scheduledFor: s.scheduledFor,
    });
    return {
      name: child.name,
      grade: child.profile.grade,
      // The week's sessions on the child's register: expected there, or joined.
      thisWeek: sessions
        .filter((s) => s.scheduledFor < week.at && statusOf.has(key(s.id, child.profile.id)))
        .map((s) => {
          const report = reportOf.get(s.id);
          return {
            ...plain(s),
            status: statusOf.get(key(s.id, child.profile.id))!,
            covered: report?.covered ?? null,
            homework: report?.homework ?? null,
          };
        }),
      nextWeek: sessions
        .filter(
          (s) =>
            s.scheduledFor >= week.at &&
            isExpected(s, child.profile, rosterOf.get(s.id) ?? new Set()),
        )
        .map(plain),
    };
  };

  return parents.map((parent) => ({
    userId: parent.id,
    email: parent.email,
    fullName: parent.fullName,
    children: children.filter((c) => c.profile.parentId === parent.id).map(digestOf),
  }));
}
