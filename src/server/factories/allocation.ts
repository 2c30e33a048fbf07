import type { Db } from '../db/client.js';
import { classPreferences, tutorAvailability, type PreferredTime } from '../db/schema-classes.js';
import { tutorProfiles } from '../db/schema.js';
import { eq } from 'drizzle-orm';

/* The allocation's inputs for tests and the demo: families' preferred times, tutors' availability. */

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
