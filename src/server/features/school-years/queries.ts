import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { HolidayRegion } from '../../../shared/classes/rules.js';
import {
  schoolYearStartOf,
  teachingDays,
  teachingWeeks,
} from '../../../shared/school-years/calendar.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { SchoolYearUpdate } from '../../../shared/school-years/schemas.js';
import { termProblems } from '../../../shared/school-years/rules.js';
import type { Db } from '../../db/client.js';
import { schoolYears } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { bankHolidayList } from '../../school-years/bank-holidays.js';
import { changedFields, recordAudit } from '../../records/audit.js';
import { replaceTerms, termsOf } from '../../school-years/store.js';

export const YEAR_NOT_FOUND = 'That academic year does not exist.';
export const YEAR_ROLLED_OVER =
  'This academic year has been rolled over, so its terms are kept as they were.';

type YearRow = typeof schoolYears.$inferSelect;

/** A year as the list and the editor show it. */
export function presentYear(row: YearRow, today = ukDayOf(new Date())) {
  return {
    id: row.id,
    label: row.label,
    startYear: schoolYearStartOf(row.startsOn),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    holidayRegion: row.holidayRegion,
    ended: row.endsOn < today,
    rollOver: {
      status: row.rollOverStatus as 'queued' | 'running' | 'done' | 'failed' | null,
      progress: row.rollOverProgress,
      stage: row.rollOverStage,
      rolledOverAt: row.rolledOverAt,
    },
  };
}

/** Newest first (by when it was added), a page at a time. */
export async function listYears(db: Db, page: { cursor?: IdCursor | undefined; pageSize: number }) {
  const rows = await keysetRows(
    db.select().from(schoolYears).$dynamic(),
    { direction: 'desc', id: schoolYears.id },
    page,
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => String(row.id),
    (row) => presentYear(row),
  );
}

/** The year, locked for the rest of the transaction when `lock`; 404 when there is none. */
export async function loadYear(db: Db, id: number, lock = false) {
  const query = db.select().from(schoolYears).where(eq(schoolYears.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(YEAR_NOT_FOUND);
  return row;
}

/** The year with its terms, its bank holidays and what they leave to teach. */
export async function yearDetail(db: Db, id: number) {
  const row = await loadYear(db, id);
  const terms = await termsOf(db, id);
  const holidays = bankHolidayList(row.holidayRegion as HolidayRegion, row.startsOn, row.endsOn);
  const holidayDays = new Set(holidays.map((h) => h.date));
  return {
    ...presentYear(row),
    terms: terms.map(({ position, name, startsOn, endsOn, halfTermStartsOn, halfTermEndsOn }) => ({
      position,
      name,
      startsOn,
      endsOn,
      halfTermStartsOn,
      halfTermEndsOn,
    })),
    bankHolidays: holidays,
    teachingDays: teachingDays(terms, holidayDays).length,
    teachingWeeks: teachingWeeks(terms, holidayDays),
  };
}

/** Changes a year's region or terms, checked against the year's own start; one transaction. */
export async function updateYear(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: SchoolYearUpdate,
) {
  await db.transaction(async (tx) => {
    const row = await loadYear(tx, id, true);
    if (input.terms) {
      if (row.rolledOverAt) throw conflict(YEAR_ROLLED_OVER);
      const problems = termProblems(schoolYearStartOf(row.startsOn), input.terms);
      if (problems.length > 0) {
        throw badRequest(
          problems[0]!.message,
          Object.fromEntries(problems.map((p) => [p.path.join('.'), [p.message]])),
        );
      }
      await replaceTerms(tx, id, input.terms);
    }
    if (input.holidayRegion) {
      await tx
        .update(schoolYears)
        .set({ holidayRegion: input.holidayRegion })
        .where(eq(schoolYears.id, id));
    }
    await recordAudit(tx, request, {
      action: 'update',
      recordType: 'school_year',
      recordId: id,
      fields: changedFields(input),
    });
  });
}
