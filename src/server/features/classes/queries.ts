import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CLASS_MIN_SIZE, isBelowMinimum, placesLeft } from '../../../shared/classes/rules.js';
import type { z } from 'zod';
import type { ClassSlot, classSummarySchema } from '../../../shared/classes/views.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { classes, classSlots, schoolYears, users } from '../../db/schema.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { offeredPlaces, rosterSize, waitlistCount } from './sizes.js';

export interface ClassFilters {
  yearGroup?: string | undefined;
  subject?: string | undefined;
  tutorId?: number | undefined;
  hasPlaces?: 'true' | 'false' | undefined;
  belowMinimum?: 'true' | 'false' | undefined;
}

const summaryColumns = {
  id: classes.id,
  name: classes.name,
  yearGroup: classes.yearGroup,
  subject: classes.subject,
  tutorId: classes.tutorId,
  tutorName: users.fullName,
  capacity: classes.capacity,
  closedAt: classes.closedAt,
  schoolYearId: classes.schoolYearId,
  terms: classes.terms,
  camerasOn: classes.camerasOn,
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

/** The slots still in force on `today` or starting later, for each of `classIds`. */
async function slotsOf(db: Db, classIds: number[], today: string) {
  const bySlot = new Map<number, ClassSlot[]>();
  if (classIds.length === 0) return bySlot;
  const rows = await db
    .select({
      id: classSlots.id,
      classId: classSlots.classId,
      weekday: classSlots.weekday,
      startsAt: classSlots.startsAt,
      duration: classSlots.duration,
      validFrom: classSlots.validFrom,
      validUntil: classSlots.validUntil,
    })
    .from(classSlots)
    .where(
      and(
        inArray(classSlots.classId, classIds),
        or(isNull(classSlots.validUntil), sql`${classSlots.validUntil} >= ${today}::date`),
      ),
    )
    .orderBy(asc(classSlots.weekday), asc(classSlots.startsAt), asc(classSlots.validFrom));
  for (const { classId, ...slot } of rows) {
    bySlot.set(classId, [...(bySlot.get(classId) ?? []), slot]);
  }
  return bySlot;
}

/** A class row as the lists and the class page show it. */
const summaryOf = (row: SummaryRow, slots: ClassSlot[]): Summary => ({
  id: row.id,
  name: row.name,
  yearGroup: row.yearGroup,
  subject: row.subject,
  tutorId: row.tutorId,
  tutorName: row.tutorName,
  capacity: row.capacity,
  slots,
  rosterSize: row.rosterSize,
  placesLeft: placesLeft(row.capacity, row.rosterSize, row.offered),
  waitlistCount: row.waitlistCount,
  belowMinimum: isBelowMinimum(row.rosterSize),
  overCapacity: row.rosterSize > row.capacity,
  closedAt: row.closedAt,
});

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
  now = new Date(),
) {
  const today = ukDayOf(now);
  const rows = await keysetRows(
    selectSummaries(db),
    { direction: 'asc', id: classes.id },
    page,
    filtersOf(filters),
  );
  const slots = await slotsOf(
    db,
    rows.slice(0, page.pageSize).map((row) => row.id),
    today,
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => String(row.id),
    (row) => summaryOf(row, slots.get(row.id) ?? []),
  );
}

/** One class with its sizes, timetable, school year and terms, or null when there is none. */
export async function classDetails(db: Db, id: number, now = new Date()) {
  const today = ukDayOf(now);
  const [row] = await selectSummaries(db).where(eq(classes.id, id));
  if (!row) return null;
  const [slots, [year]] = await Promise.all([
    slotsOf(db, [id], today),
    row.schoolYearId === null
      ? [undefined]
      : db
          .select({ label: schoolYears.label })
          .from(schoolYears)
          .where(eq(schoolYears.id, row.schoolYearId)),
  ]);
  return {
    ...summaryOf(row, slots.get(id) ?? []),
    terms: row.terms,
    schoolYear: year?.label ?? null,
    camerasOn: row.camerasOn,
  };
}
