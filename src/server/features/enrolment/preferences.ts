import { and, eq, sql } from 'drizzle-orm';
import type { PreferencesValues } from '../../../shared/classes/enrolment-schemas.js';
import type { Db } from '../../db/client.js';
import { classPreferences } from '../../db/schema-classes.js';

/**
 * Replaces the child's preferred weekly times for a subject (first choice first), which the
 * allocation reads; no times removes the row.
 */
export async function savePreferences(tx: Db, studentId: number, input: PreferencesValues) {
  await tx
    .delete(classPreferences)
    .where(
      and(
        eq(classPreferences.studentId, studentId),
        sql`lower(${classPreferences.subject}) = lower(${input.subject})`,
      ),
    );
  if (input.times.length === 0) return;
  await tx
    .insert(classPreferences)
    .values({ studentId, subject: input.subject, times: input.times, updatedAt: new Date() });
}
