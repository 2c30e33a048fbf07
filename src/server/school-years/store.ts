import { asc, eq } from 'drizzle-orm';
import type { HolidayRegion } from '../../shared/classes/rules.js';
import { TERM_NAMES, defaultTerms, schoolYearLabel } from '../../shared/school-years/calendar.js';
import type { TermDates } from '../../shared/school-years/rules.js';
import type { Db } from '../db/client.js';
import { schoolTerms, schoolYears } from '../db/schema.js';

/*
 * Writing an academic year and its terms, shared by the admins' API, the demo seed and the
 * factories: the year's first and last days always follow its terms.
 */

export interface NewSchoolYear {
  startYear: number;
  /** "2026/27" from the start year unless given; labels are unique. */
  label?: string;
  holidayRegion?: HolidayRegion;
  /** England's usual pattern when left out. */
  terms?: readonly TermDates[];
}

const spanOf = (terms: readonly TermDates[]) => ({
  startsOn: terms[0]!.startsOn,
  endsOn: terms.at(-1)!.endsOn,
});

const termRows = (schoolYearId: number, terms: readonly TermDates[]) =>
  terms.map((term, index) => ({
    schoolYearId,
    position: index + 1,
    name: TERM_NAMES[index]!,
    startsOn: term.startsOn,
    endsOn: term.endsOn,
    halfTermStartsOn: term.halfTermStartsOn,
    halfTermEndsOn: term.halfTermEndsOn,
  }));

/** Adds an academic year with its three terms; pass a transaction. */
export async function insertSchoolYear(tx: Db, year: NewSchoolYear) {
  const terms = year.terms ?? defaultTerms(year.startYear);
  const [row] = await tx
    .insert(schoolYears)
    .values({
      label: year.label ?? schoolYearLabel(year.startYear),
      holidayRegion: year.holidayRegion ?? 'ENG',
      ...spanOf(terms),
    })
    .returning();
  await tx.insert(schoolTerms).values(termRows(row!.id, terms));
  return row!;
}

/** Replaces a year's terms, keeping their rows (classes name terms by position). */
export async function replaceTerms(tx: Db, schoolYearId: number, terms: readonly TermDates[]) {
  for (const row of termRows(schoolYearId, terms)) {
    await tx
      .insert(schoolTerms)
      .values(row)
      .onConflictDoUpdate({ target: [schoolTerms.schoolYearId, schoolTerms.position], set: row });
  }
  await tx.update(schoolYears).set(spanOf(terms)).where(eq(schoolYears.id, schoolYearId));
}

/** A year's terms in order. */
export const termsOf = (db: Db, schoolYearId: number) =>
  db
    .select()
    .from(schoolTerms)
    .where(eq(schoolTerms.schoolYearId, schoolYearId))
    .orderBy(asc(schoolTerms.position));
