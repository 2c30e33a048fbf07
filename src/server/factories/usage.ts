import type { Db } from '../db/client.js';
import { attendanceMarks, sessionJoins } from '../db/schema-attendance.js';
import { lessonViews } from '../db/schema.js';
import { createStudent, createUser, type UserOverrides } from './index.js';

/** Factories for the employer's usage report (issue 15 §3), shared by its seed and its tests. */

export const createEmployerContact = (db: Db, companyId: number, overrides: UserOverrides = {}) =>
  createUser(db, { fullName: 'Test Employer Contact', ...overrides, role: 'employer', companyId });

/** A parent account of the company with one child. */
export async function createFamily(
  db: Db,
  companyId: number,
  child: { grade?: string; name?: string } = {},
  overrides: UserOverrides = {},
) {
  const parent = await createUser(db, { fullName: 'Test Parent', ...overrides, companyId });
  const student = await createStudent(db, {
    parentId: parent.id,
    name: child.name ?? 'Test Child',
    grade: child.grade ?? 'Year 10',
  });
  return { parent, student };
}

export async function markAttendance(
  db: Db,
  sessionId: number,
  studentId: number,
  status: 'present' | 'late' | 'absent' = 'present',
) {
  await db.insert(attendanceMarks).values({ sessionId, studentId, status });
}

export async function recordJoin(db: Db, sessionId: number, studentId: number, joinedBy: number) {
  await db.insert(sessionJoins).values({ sessionId, studentId, joinedBy });
}

export async function recordLessonView(db: Db, lessonId: number, userId: number, viewedAt: Date) {
  await db.insert(lessonViews).values({ lessonId, userId, viewedAt });
}
