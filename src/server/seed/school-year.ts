import { eq } from 'drizzle-orm';
import { schoolYearLabel } from '../../shared/school-years/calendar.js';
import type { Db } from '../db/client.js';
import { schoolTerms, schoolYears } from '../db/schema.js';
import { createSchoolYear } from '../factories/school-years.js';

/**
 * The school year starting in September of `startYear`: the one stored under its label, with its
 * own (perhaps edited) terms, or a new one with England's usual terms. The demo and the scale seed
 * may both run on one database, so the second finds the first's.
 */
export async function schoolYearFor(db: Db, startYear: number) {
  const [stored] = await db
    .select()
    .from(schoolYears)
    .where(eq(schoolYears.label, schoolYearLabel(startYear)));
  if (!stored) return createSchoolYear(db, { startYear });
  const terms = await db
    .select()
    .from(schoolTerms)
    .where(eq(schoolTerms.schoolYearId, stored.id))
    .orderBy(schoolTerms.position);
  return { ...stored, terms };
}
