import type { Db } from '../db/client.js';
import { insertSchoolYear, type NewSchoolYear } from '../school-years/store.js';

/** An academic year with England's usual terms unless given others; 2026/27 by default. */
export const createSchoolYear = (db: Db, year: Partial<NewSchoolYear> = {}) =>
  db.transaction((tx) => insertSchoolYear(tx, { startYear: 2026, ...year }));
