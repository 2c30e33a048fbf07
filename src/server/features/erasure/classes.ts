import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classPreferences, classWaitlist } from '../../db/schema-classes.js';

/**
 * An erased family's children leave their classes today, as a parent taking them out would: their
 * places free for the waiting lists (the offers sweep hands them on within minutes), and the ended
 * rows stay, on the anonymised profile, as the classes' history and registers do. Their places on
 * waiting lists and their preferred times go: they are only ever about a place still to come.
 */
export async function eraseFromClasses(tx: Db, studentIds: number[], now: Date) {
  const today = ukDayOf(now);
  await tx
    .update(classEnrolments)
    // A place that starts later (an allocation's, from the first day of term) ends as it starts.
    .set({ leftOn: sql`greatest(${classEnrolments.joinedOn}, ${today}::date)` })
    .where(
      and(
        inArray(classEnrolments.studentId, studentIds),
        or(isNull(classEnrolments.leftOn), gt(classEnrolments.leftOn, today)),
      ),
    );
  await tx.delete(classWaitlist).where(inArray(classWaitlist.studentId, studentIds));
  await tx.delete(classPreferences).where(inArray(classPreferences.studentId, studentIds));
}
