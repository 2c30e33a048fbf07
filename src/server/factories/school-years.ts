import type { Db } from '../db/client.js';
import { schoolTerms, schoolYears } from '../db/schema.js';
import { defaultTerms, schoolYearLabel, type Term } from '../../shared/school-years/calendar.js';

/**
 * A school year with its terms: England's usual pattern for `startYear` unless `terms` are given.
 * Labels are unique, so a test that needs a second calendar for one year gives it its own label.
 */
export async function createSchoolYear(
  db: Db,
  options: { startYear?: number; label?: string; terms?: Term[]; holidayRegion?: string } = {},
) {
  const startYear = options.startYear ?? 2026;
  const terms = options.terms ?? defaultTerms(startYear);
  const [year] = await db
    .insert(schoolYears)
    .values({
      label: options.label ?? schoolYearLabel(startYear),
      startsOn: `${startYear}-08-01`,
      endsOn: `${startYear + 1}-07-31`,
      holidayRegion: options.holidayRegion ?? 'ENG',
    })
    .returning();
  const termRows = await db
    .insert(schoolTerms)
    .values(terms.map((term) => ({ ...term, schoolYearId: year!.id })))
    .returning();
  return { ...year!, terms: termRows };
}
