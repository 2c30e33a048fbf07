import type { Db } from '../db/client.js';
import { classEnrolments } from '../db/schema-classes.js';
import type { scheduledSessions } from '../db/schema.js';
import { classes } from '../db/schema.js';
import { createScheduledSession } from './index.js';

/** Classes, their sessions and rosters for the tests and the seed (decisions 105 and 106). */

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A Year 10 Mathematics class of the tutor's, with no sessions or roster yet. */
export async function makeClass(db: Db, overrides: Insert<typeof classes> & { tutorId: number }) {
  const [row] = await db
    .insert(classes)
    .values({ name: 'Year 10 Maths A', yearGroup: 'Year 10', subject: 'Mathematics', ...overrides })
    .returning();
  return row!;
}

type ClassRow = typeof classes.$inferSelect;

/** One of the class's sessions: its year group, subject and tutor unless overridden. */
export const classSession = (
  db: Db,
  cls: ClassRow,
  overrides: Insert<typeof scheduledSessions> = {},
) =>
  createScheduledSession(db, {
    classId: cls.id,
    academicYear: cls.yearGroup,
    subject: cls.subject,
    tutorId: cls.tutorId,
    ...overrides,
  });

/** Puts a child on the class's roster from `joinedOn` (a UK date, YYYY-MM-DD), until `leftOn`. */
export async function enrol(
  db: Db,
  cls: ClassRow,
  studentId: number,
  days: { joinedOn?: string; leftOn?: string | null } = {},
) {
  const [row] = await db
    .insert(classEnrolments)
    .values({
      classId: cls.id,
      studentId,
      subject: cls.subject,
      joinedOn: days.joinedOn ?? '2000-01-01',
      leftOn: days.leftOn ?? null,
    })
    .returning();
  return row!;
}
