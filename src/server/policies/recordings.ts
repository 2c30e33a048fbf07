import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin, isTutor } from '../../shared/policies/roles.js';
import { classEnrolments } from '../db/schema-classes.js';
import { classes, recordedLessons, students } from '../db/schema.js';
import type { SessionUser } from '../identity/guard.js';
import { activeToday } from './roster.js';
import { profilesOf } from './sessions.js';

/**
 * The recorded lessons a user may see and watch (issue 28 §3, decision 106): every one without a
 * class; a class's own only by the children on its roster today, its tutor and admins. A child who
 * left the class loses its recordings from that day, though their past sessions stay.
 */
export function watchableBy(user: Pick<SessionUser, 'id' | 'role'>): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const ofClass = (condition: SQL) =>
    sql`exists (select 1 from ${classes} where ${classes.id} = ${recordedLessons.classId} and ${condition})`;
  const family = profilesOf(user);
  const allowed = family
    ? sql`exists (select 1 from ${classEnrolments} join ${students} on ${students.id} = ${classEnrolments.studentId}
        where ${classEnrolments.classId} = ${recordedLessons.classId} and ${and(activeToday(classEnrolments), family)})`
    : isTutor(user)
      ? ofClass(eq(classes.tutorId, user.id))
      : undefined;
  return allowed ? or(isNull(recordedLessons.classId), allowed) : isNull(recordedLessons.classId);
}
