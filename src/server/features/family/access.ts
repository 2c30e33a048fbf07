import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { subjectList } from '../../../shared/family/schemas.js';
import type { Db } from '../../db/client.js';
import { scheduledSessions, students, type UserRow } from '../../db/schema.js';

export type Profile = typeof students.$inferSelect;

/** The student profiles a person may see as family: a student their own, a parent their children's. */
export async function familyProfiles(db: Db, user: UserRow): Promise<Profile[]> {
  if (user.role === 'student')
    return db.select().from(students).where(eq(students.userId, user.id));
  if (user.role === 'parent')
    return db.select().from(students).where(eq(students.parentId, user.id));
  return [];
}

/** Sessions attended by any of the profiles: their year group's group sessions and their one-to-ones. */
export function attendedBy(profiles: Profile[]): SQL {
  const grades = [...new Set(profiles.map((p) => p.grade).filter((g): g is string => !!g))];
  const ids = profiles.map((p) => p.id);
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(scheduledSessions.studentId, ids));
  if (grades.length > 0) {
    conditions.push(
      and(inArray(scheduledSessions.academicYear, grades), isNull(scheduledSessions.studentId))!,
    );
  }
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** Which scheduled sessions a user may see: family by attendance, a tutor their own, an admin all. */
export async function visibleSessions(db: Db, user: UserRow): Promise<SQL | undefined> {
  if (user.role === 'admin') return undefined;
  if (user.role === 'tutor') return eq(scheduledSessions.tutorId, user.id);
  return attendedBy(await familyProfiles(db, user));
}

/** Subjects the family studies, for filtering lessons and resources; empty means everything. */
export function familySubjects(profiles: Profile[]): string[] {
  return [...new Set(profiles.flatMap((p) => subjectList(p.subjects).map((s) => s.toLowerCase())))];
}
