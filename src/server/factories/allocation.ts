import type { Db } from '../db/client.js';
import {
  classEnrolments,
  classPreferences,
  tutorAvailability,
  type PreferredTime,
} from '../db/schema-classes.js';
import { classes, classSlots, tutorProfiles } from '../db/schema.js';
import { eq } from 'drizzle-orm';

/* The allocation's inputs for tests and the demo: preferred times, availability, a class at a time. */

/** A family's preferred times for a child and subject, the first preferred first. */
export async function createPreference(
  db: Db,
  studentId: number,
  subject: string,
  times: PreferredTime[],
) {
  await db.insert(classPreferences).values({ studentId, subject, times });
}

/** A tutor's weekly windows ({ weekday, startsAt, endsAt }) and, when given, their maximum. */
export async function setAvailability(
  db: Db,
  tutorId: number,
  windows: { weekday: number; startsAt: string; endsAt: string }[],
  maxClasses?: number,
) {
  if (windows.length)
    await db.insert(tutorAvailability).values(windows.map((w) => ({ ...w, tutorId })));
  if (maxClasses !== undefined)
    await db.update(tutorProfiles).set({ maxClasses }).where(eq(tutorProfiles.userId, tutorId));
}

/** A class meeting weekly at `time` for an hour, with `studentIds` enrolled since `since`. */
export async function createWeeklyClass(
  db: Db,
  input: {
    tutorId: number;
    yearGroup: string;
    subject: string;
    time: PreferredTime;
    studentIds?: number[];
    capacity?: number;
    since?: string;
  },
) {
  const since = input.since ?? '2020-01-01';
  const [row] = await db
    .insert(classes)
    .values({
      name: `${input.yearGroup} ${input.subject}`,
      yearGroup: input.yearGroup,
      subject: input.subject,
      tutorId: input.tutorId,
      ...(input.capacity ? { capacity: input.capacity } : {}),
    })
    .returning();
  await db
    .insert(classSlots)
    .values({ classId: row!.id, ...input.time, duration: 60, validFrom: since });
  if (input.studentIds?.length)
    await db.insert(classEnrolments).values(
      input.studentIds.map((studentId) => ({
        classId: row!.id,
        studentId,
        subject: input.subject,
        joinedOn: since,
      })),
    );
  return row!;
}
