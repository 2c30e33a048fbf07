import type { Db } from '../db/client.js';
import { classEnrolments } from '../db/schema-classes.js';
import { classes, classSlots } from '../db/schema.js';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type Slot = Omit<typeof classSlots.$inferInsert, 'classId'>;

let counter = 0;

/**
 * A class row with its weekly slots (Tuesdays at 16:00 unless `slots` say), without generated
 * sessions: tests of the roster and the seed's rosters need only the class.
 */
export async function createClass(
  db: Db,
  overrides: Insert<typeof classes> & { tutorId: number },
  slots: Slot[] = [{ weekday: 2, startsAt: '16:00', duration: 60, validFrom: '2026-09-01' }],
) {
  counter += 1;
  const [row] = await db
    .insert(classes)
    .values({
      name: `Year 10 Mathematics ${String.fromCharCode(65 + (counter % 26))}${counter}`,
      yearGroup: 'Year 10',
      subject: 'Mathematics',
      ...overrides,
    })
    .returning();
  if (slots.length > 0) {
    await db.insert(classSlots).values(slots.map((slot) => ({ ...slot, classId: row!.id })));
  }
  return row!;
}

/** A child on a class's roster from `joinedOn` (the class's first day unless said). */
export async function createEnrolment(
  db: Db,
  cls: { id: number; subject: string },
  studentId: number,
  overrides: Insert<typeof classEnrolments> = {},
) {
  const [row] = await db
    .insert(classEnrolments)
    .values({
      classId: cls.id,
      studentId,
      subject: cls.subject,
      joinedOn: '2026-09-01',
      ...overrides,
    })
    .returning();
  return row!;
}
