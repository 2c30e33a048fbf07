import type { Db } from '../db/client.js';
import { insertSchoolYear, termsOf, type NewSchoolYear } from '../school-years/store.js';

/**
 * A school year with its terms: England's usual pattern for `startYear` (2026 unless given) unless
 * `terms` are given. Labels are unique, so a test that needs a second calendar for one year gives
 * it its own label.
 */
export async function createSchoolYear(db: Db, options: Partial<NewSchoolYear> = {}) {
  const year = await insertSchoolYear(db, { startYear: 2026, ...options });
  return { ...year, terms: await termsOf(db, year.id) };
}
