import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { classEnrolments } from '../db/schema-classes.js';
import { classes, scheduledSessions, students } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { activeToday } from './roster.js';

/**
 * Decision 056, by the roster (decision 106): a tutor teaches a child on the tutor's students list,
 * on the roster of one of the tutor's classes today, or with a one-to-one of the tutor's. A session
 * open to a whole year group does not make its tutor every child's tutor. Messaging and the
 * tutor's students list both read it.
 */
export function teaches(tutorId: AnyPgColumn | number, child: typeof students = students): SQL {
  return sql`(${child.tutorId} = ${tutorId} or exists (
    select 1 from ${scheduledSessions}
    where ${scheduledSessions.tutorId} = ${tutorId} and ${scheduledSessions.studentId} = ${child.id})
    or exists (
    select 1 from ${classEnrolments} join ${classes} on ${classes.id} = ${classEnrolments.classId}
    where ${classEnrolments.studentId} = ${child.id} and ${classes.tutorId} = ${tutorId}
      and ${activeToday(classEnrolments)}))`;
}

/**
 * The children a tutor teaches, as teaches() decides but read from the tutor's side: one branch per
 * way, each through its own index, so a tutor's lists never test every child on the platform.
 */
export function taughtBy(db: Db, tutorId: number | SQL): SQL {
  return inArray(students.id, taughtIds(db, tutorId));
}

/** The ids of the children taughtBy names, as a query a page can order and cut (issue 28 §9). */
export function taughtIds(db: Db, tutorId: number | SQL) {
  const own = alias(students, 'own');
  return union(
    db.select({ id: own.id }).from(own).where(eq(own.tutorId, tutorId)),
    db
      .select({ id: sql<number>`${scheduledSessions.studentId}`.as('id') })
      .from(scheduledSessions)
      .where(and(eq(scheduledSessions.tutorId, tutorId), isNotNull(scheduledSessions.studentId))),
    db
      .select({ id: classEnrolments.studentId })
      .from(classes)
      .innerJoin(classEnrolments, eq(classEnrolments.classId, classes.id))
      .where(and(eq(classes.tutorId, tutorId), activeToday(classEnrolments))),
  );
}

/** 403 unless the tutor teaches the child. */
export async function assertTeaches(db: Db, tutorId: number, studentId: number) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), teaches(tutorId)));
  if (!row) throw forbidden('You can only see the students you teach.');
}
