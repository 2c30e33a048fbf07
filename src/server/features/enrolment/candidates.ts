import { and, asc, eq, ilike, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classEnrolments } from '../../db/schema-classes.js';
import { students } from '../../db/schema.js';
import type { ClassRow } from './capacity.js';

/** The most children one search offers; typing more of a name finds any other. */
export const CANDIDATES = 20;

/**
 * Children an admin may add to the class: of its year group, in no class of its subject now,
 * whose name contains `search`; by name, at most CANDIDATES.
 */
export function candidatesFor(db: Db, cls: ClassRow, search: string | undefined) {
  const escaped = search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      studentId: students.id,
      name: sql<string>`coalesce(${students.name}, 'Unnamed child')`,
    })
    .from(students)
    .where(
      and(
        eq(students.grade, cls.yearGroup),
        escaped ? ilike(students.name, `%${escaped}%`) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(classEnrolments)
            .where(
              and(
                eq(classEnrolments.studentId, students.id),
                isNull(classEnrolments.leftOn),
                sql`lower(${classEnrolments.subject}) = lower(${cls.subject})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(students.name), asc(students.id))
    .limit(CANDIDATES);
}
