import { and, asc, desc, eq, gte, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { studentViewSchema } from '../../../shared/students/responses.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { scheduledSessions, students, users, type UserRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { assertCanChange } from '../auth/ownership.js';

export type StudentView = z.output<typeof studentViewSchema>;

const columns = { student: students, accountName: users.fullName, accountUsername: users.username };

const present = (row: {
  student: typeof students.$inferSelect;
  accountName: string | null;
  accountUsername: string | null;
}): StudentView => ({
  ...row.student,
  accountName: row.accountName,
  accountUsername: row.accountUsername,
});

/** A tutor sees the students they teach; an admin sees everyone's. Newest first. */
export async function listStudentsFor(
  db: Db,
  user: UserRow,
  search?: string,
): Promise<StudentView[]> {
  const conditions: (SQL | undefined)[] = [
    user.role === 'admin' ? undefined : eq(students.tutorId, user.id),
  ];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(students.notes, pattern),
        ilike(students.name, pattern),
        ilike(students.subjects, pattern),
        ilike(users.fullName, pattern),
      ),
    );
  }
  const rows = await db
    .select(columns)
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .where(and(...conditions))
    .orderBy(desc(students.id));
  return rows.map(present);
}

/** One student the user may see: 404 when unknown, 403 when another tutor's. */
export async function findStudentFor(db: Db, user: UserRow, id: number): Promise<StudentView> {
  const [row] = await db
    .select(columns)
    .from(students)
    .leftJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, id));
  if (!row) throw notFound('Student not found.');
  assertCanChange(user, row.student.tutorId);
  return present(row);
}

/** Sessions a student attends: their year group's group sessions and their own one-to-ones. */
export async function sessionsOfStudent(
  db: Db,
  student: Pick<StudentView, 'id' | 'grade'>,
  from?: Date,
) {
  const attends = or(
    eq(scheduledSessions.studentId, student.id),
    student.grade
      ? and(eq(scheduledSessions.academicYear, student.grade), isNull(scheduledSessions.studentId))
      : undefined,
  );
  return db
    .select()
    .from(scheduledSessions)
    .where(and(attends, from ? gte(scheduledSessions.scheduledFor, from) : undefined))
    .orderBy(asc(scheduledSessions.scheduledFor));
}
