import { eq } from 'drizzle-orm';
import type { HolidayRegion } from '../../shared/classes/rules.js';
import { defaultTerms, schoolYearLabel, type Term } from '../../shared/school-years/calendar.js';
import type { Db } from '../db/client.js';
import {
  classEnrolments,
  classPreferences,
  classWaitlist,
  tutorAvailability,
  type PreferredTime,
} from '../db/schema-classes.js';
import { classes, classSlots, schoolTerms, schoolYears } from '../db/schema.js';

/** Factories for classes (issue 28), shared by the demo seed, the scale seed and the tests. */

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export interface SchoolYearWithTerms {
  id: number;
  label: string;
  startsOn: string;
  endsOn: string;
  holidayRegion: HolidayRegion;
  terms: Term[];
}

/**
 * The school year starting in September of `startYear` with England's usual terms, or the one
 * already stored under its label (with its own, possibly edited, terms).
 */
export async function createSchoolYear(
  db: Db,
  startYear: number,
  region: HolidayRegion = 'ENG',
): Promise<SchoolYearWithTerms> {
  const label = schoolYearLabel(startYear);
  const terms = defaultTerms(startYear);
  const [created] = await db
    .insert(schoolYears)
    .values({
      label,
      startsOn: terms[0]!.startsOn,
      endsOn: terms[terms.length - 1]!.endsOn,
      holidayRegion: region,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await db
      .insert(schoolTerms)
      .values(terms.map((term) => ({ ...term, schoolYearId: created.id })));
    return { ...created, holidayRegion: region, terms };
  }
  const [year] = await db.select().from(schoolYears).where(eq(schoolYears.label, label));
  const stored = await db
    .select()
    .from(schoolTerms)
    .where(eq(schoolTerms.schoolYearId, year!.id))
    .orderBy(schoolTerms.position);
  return { ...year!, holidayRegion: year!.holidayRegion as HolidayRegion, terms: stored };
}

export interface SlotInput {
  weekday: number;
  startsAt: string;
  duration?: number;
  validFrom: string;
  validUntil?: string | null;
}

/** A class with its weekly slots, without sessions (the series generator makes those). */
export async function createClass(
  db: Db,
  overrides: Insert<typeof classes> & { tutorId: number; slots?: SlotInput[] },
) {
  const { slots = [], ...values } = overrides;
  const [row] = await db
    .insert(classes)
    .values({
      name: `${values.yearGroup ?? 'Year 10'} ${values.subject ?? 'Mathematics'}`,
      yearGroup: 'Year 10',
      subject: 'Mathematics',
      ...values,
    })
    .returning();
  const slotRows = slots.length
    ? await db
        .insert(classSlots)
        .values(slots.map((slot) => ({ duration: 60, ...slot, classId: row!.id })))
        .returning()
    : [];
  return { ...row!, slots: slotRows };
}

/** Children on a class's roster from `joinedOn` (a UK day). */
export async function enrol(
  db: Db,
  klass: { id: number; subject: string },
  studentIds: number[],
  joinedOn: string,
) {
  if (studentIds.length === 0) return [];
  return db
    .insert(classEnrolments)
    .values(
      studentIds.map((studentId) => ({
        classId: klass.id,
        studentId,
        subject: klass.subject,
        joinedOn,
      })),
    )
    .returning();
}

/** Children waiting for a place, first in the list first in the queue. */
export async function addToWaitlist(
  db: Db,
  classId: number,
  studentIds: number[],
  startingAt = new Date(),
) {
  if (studentIds.length === 0) return [];
  return db
    .insert(classWaitlist)
    .values(
      studentIds.map((studentId, i) => ({
        classId,
        studentId,
        createdAt: new Date(startingAt.getTime() + i * 60_000),
      })),
    )
    .returning();
}

/** A child's preferred weekly times for a subject, first choice first. */
export async function preferTimes(
  db: Db,
  studentId: number,
  subject: string,
  times: PreferredTime[],
) {
  const [row] = await db.insert(classPreferences).values({ studentId, subject, times }).returning();
  return row!;
}

/** A tutor's weekly availability: one range a weekday, UK wall-clock times. */
export async function makeAvailable(
  db: Db,
  tutorId: number,
  ranges: { weekday: number; startsAt: string; endsAt: string }[],
) {
  if (ranges.length === 0) return [];
  return db
    .insert(tutorAvailability)
    .values(ranges.map((range) => ({ ...range, tutorId })))
    .returning();
}
