import { asc, eq } from 'drizzle-orm';
import type { TutorAvailability } from '../../../shared/allocation/schemas.js';
import type { Db } from '../../db/client.js';
import { tutorAvailability } from '../../db/schema-classes.js';
import { tutorProfiles } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/* A tutor's weekly availability for classes and the most classes the allocation gives them. */

export async function readAvailability(db: Db, tutorId: number) {
  const [profile] = await db
    .select({ maxClasses: tutorProfiles.maxClasses })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId));
  if (!profile) throw notFound('No such tutor.');
  const windows = await db
    .select({
      weekday: tutorAvailability.weekday,
      startsAt: tutorAvailability.startsAt,
      endsAt: tutorAvailability.endsAt,
    })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId))
    .orderBy(asc(tutorAvailability.weekday), asc(tutorAvailability.startsAt));
  return { maxClasses: profile.maxClasses, windows };
}

/** Replaces the tutor's windows and maximum in one transaction. */
export async function saveAvailability(db: Db, tutorId: number, input: TutorAvailability) {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .update(tutorProfiles)
      .set({ maxClasses: input.maxClasses })
      .where(eq(tutorProfiles.userId, tutorId))
      .returning({ id: tutorProfiles.userId });
    if (!profile) throw notFound('No such tutor.');
    await tx.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutorId));
    if (input.windows.length)
      await tx.insert(tutorAvailability).values(input.windows.map((w) => ({ ...w, tutorId })));
  });
  return readAvailability(db, tutorId);
}
