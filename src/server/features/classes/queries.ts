import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CLASS_MIN_SIZE, isBelowMinimum, placesLeft } from '../../../shared/classes/rules.js';
import type { ClassSlot, classSummarySchema } from '../../../shared/classes/views.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { classes, classSlots, schoolYears, users } from '../../db/schema.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { openedByTutor } from '../../policies/classes.js';
import { offeredPlaces, rosterSize, waitlistCount } from './sizes.js';

export interface ClassFilters {
  yearGroup?: string | undefined;
  subject?: string | undefined;
  tutorId?: number | undefined;
  hasPlaces?: 'true' | 'false' | undefined;
  belowMinimum?: 'true' | 'false' | undefined;
}

/*
 * Every read here is one statement (decision 110): the sizes as correlated counts, the timetable
 * as a JSON array beside them, and on the class page the access check in the `where`. Reading a
 * class in four statements, each built per request, cost four times the CPU of a hand-written
 * query (issue 28, bench:http); the fixed reads are prepared once.
 */

/**
 * The slots in force today (UK) or starting later, as the JSON of ClassSlot[]. Today is the
 * statement's own clock, so a prepared statement stays right from one day to the next.
 */
const slots = sql<ClassSlot[]>`coalesce((select json_agg(json_build_object(
    'id', ${classSlots.id}, 'weekday', ${classSlots.weekday}, 'startsAt', ${classSlots.startsAt},
    'duration', ${classSlots.duration}, 'validFrom', ${classSlots.validFrom},
    'validUntil', ${classSlots.validUntil})
    order by ${classSlots.weekday}, ${classSlots.startsAt}, ${classSlots.validFrom})
  from ${classSlots} where ${classSlots.classId} = ${classes.id}
    and (${classSlots.validUntil} is null
      or ${classSlots.validUntil} >= (now() at time zone ${UK_ZONE})::date)), '[]'::json)`;

const summaryColumns = {
  id: classes.id,
  name: classes.name,
  yearGroup: classes.yearGroup,
  subject: classes.subject,
  tutorId: classes.tutorId,
  tutorName: users.fullName,
  capacity: classes.capacity,
  closedAt: classes.closedAt,
  slots,
  rosterSize,
  offered: offeredPlaces,
  waitlistCount,
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(classes)
    .innerJoin(users, eq(users.id, classes.tutorId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
/** What the server hands the class schemas: Dates, not their text. */
type Summary = z.output<typeof classSummarySchema>;

/** A class row as the lists and the class page show it. */
const summaryOf = ({ offered, ...row }: SummaryRow): Summary => ({
  ...row,
  placesLeft: placesLeft(row.capacity, row.rosterSize, offered),
  belowMinimum: isBelowMinimum(row.rosterSize),
  overCapacity: row.rosterSize > row.capacity,
});

const pageOf = (rows: SummaryRow[], pageSize: number) =>
  pageFrom(rows, pageSize, (row) => String(row.id), summaryOf);

function filtersOf(filters: ClassFilters): SQL | undefined {
  return and(
    isNull(classes.closedAt),
    filters.yearGroup ? eq(classes.yearGroup, filters.yearGroup) : undefined,
    filters.subject ? sql`lower(${classes.subject}) = lower(${filters.subject})` : undefined,
    filters.tutorId ? eq(classes.tutorId, filters.tutorId) : undefined,
    filters.hasPlaces === 'true'
      ? gt(sql`${classes.capacity} - ${rosterSize} - ${offeredPlaces}`, 0)
      : undefined,
    filters.belowMinimum === 'true' ? lt(rosterSize, CLASS_MIN_SIZE) : undefined,
  );
}

/**
 * Open classes in the order they were made, a page at a time (keyset on id), each with its
 * timetable and the sizes of its roster and waitlist.
 */
export async function listClasses(
  db: Db,
  filters: ClassFilters,
  page: { cursor?: IdCursor | undefined; pageSize: number },
) {
  const rows = await keysetRows(
    selectSummaries(db),
    { direction: 'asc', id: classes.id },
    page,
    filtersOf(filters),
  );
  return pageOf(rows, page.pageSize);
}

/** A placeholder as the integer it stands for. */
const int = (name: string) => sql`${sql.placeholder(name)}::int`;

/**
 * The reads of a class's page and of the tutor's list, built and prepared once. The page has two
 * forms: every class (admins) and the classes a tutor opens (`openedByTutor`, the policy's
 * condition), so a class the caller may not see reads as no row, the 404 of a missing class.
 */
export function prepareClassReads(db: Db) {
  const details = (name: string, scope?: SQL) =>
    db
      .select({
        ...summaryColumns,
        terms: classes.terms,
        schoolYear: schoolYears.label,
        camerasOn: classes.camerasOn,
      })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.tutorId))
      .leftJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
      .where(and(eq(classes.id, int('id')), scope))
      .prepare(name);
  const tutorPage = selectSummaries(db)
    .where(
      and(
        eq(classes.tutorId, int('tutorId')),
        isNull(classes.closedAt),
        gt(classes.id, int('after')),
      ),
    )
    .orderBy(asc(classes.id))
    .limit(sql.placeholder('limit'))
    .prepare('tutor_classes_page');
  return {
    anyClass: details('class_details'),
    tutorsClass: details('class_details_of_tutor', openedByTutor(int('tutorId'))),
    tutorPage,
  };
}
export type ClassReads = ReturnType<typeof prepareClassReads>;

/** One class with its sizes, timetable, school year and terms; null when the read finds none. */
export async function classDetails(
  read: ClassReads['anyClass'],
  params: { id: number; tutorId?: number },
) {
  const [row] = await read.execute(params);
  if (!row) return null;
  const { terms, schoolYear, camerasOn, ...summary } = row;
  return { ...summaryOf(summary), terms, schoolYear, camerasOn };
}

/** A tutor's open classes, oldest first, a page at a time. */
export async function tutorClasses(
  reads: ClassReads,
  tutorId: number,
  { cursor, pageSize }: { cursor?: IdCursor | undefined; pageSize: number },
) {
  const after = cursor === undefined ? 0 : Number(cursor);
  const rows = await reads.tutorPage.execute({ tutorId, after, limit: pageSize + 1 });
  return pageOf(rows, pageSize);
}
