import { asc, eq } from 'drizzle-orm';
import rrule from 'rrule';
import type { Db } from '../db/client.js';
import { classSlots, classes, schoolTerms, schoolYears, scheduledSessions } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { bankHolidays } from '../school-years/bank-holidays.js';
import { weekdayName, type HolidayRegion } from '../../shared/classes/rules.js';
import type { Term } from '../../shared/school-years/calendar.js';
import { DAY_MS } from '../../shared/dates/durations.js';
import { ukInstant, type UkClock, type UkDay } from '../../shared/dates/uk-instant.js';

// rrule ships CommonJS to Node: its named exports live on the default export.
const { RRule, RRuleSet } = rrule;

/*
 * A class's timetable as a recurrence with exceptions (issue 28 §2, decision 108): one weekly rule
 * per slot over the span of the terms the class runs, with an EXDATE for every day of that span
 * outside term time (half-terms, the breaks between terms, bank holidays). rrule counts in UTC, so
 * it works on floating days (UTC midnight stands for the UK day); each day it gives becomes an
 * instant only through ukInstant(day, 'HH:MM'), which keeps 16:00 at 16:00 UK time across the
 * clock changes.
 */

/** One weekly slot: ISO weekday (1 Monday … 7 Sunday), UK start "HH:MM", minutes. */
export interface WeeklySlot {
  weekday: number;
  startsAt: UkClock;
  duration: number;
}

export interface Occurrence {
  /** Index of the slot in the list given. */
  slot: number;
  /** The UK day the rule gave it. */
  day: UkDay;
  scheduledFor: Date;
  duration: number;
}

export interface SeriesCalendar {
  /** Every term of the school year; `runs` picks the class's. */
  terms: readonly Term[];
  runs: readonly number[];
  bankHolidays: ReadonlySet<UkDay>;
}

const floating = (day: UkDay) => new Date(`${day}T00:00:00Z`);
const dayOf = (instant: Date): UkDay => instant.toISOString().slice(0, 10);
const within = (day: UkDay, from: UkDay | null, to: UkDay | null) =>
  from !== null && to !== null && day >= from && day <= to;

/** Whether a class meets on `day`: inside one of its terms, outside its half-term, not a bank holiday. */
function inTermTime(day: UkDay, terms: readonly Term[], holidays: ReadonlySet<UkDay>) {
  if (holidays.has(day)) return false;
  const term = terms.find((t) => within(day, t.startsOn, t.endsOn));
  return term !== undefined && !within(day, term.halfTermStartsOn, term.halfTermEndsOn);
}

/** The days from `first` to `last`, inclusive. */
function daysBetween(first: UkDay, last: UkDay): UkDay[] {
  const days: UkDay[] = [];
  for (let d = floating(first); dayOf(d) <= last; d = new Date(d.getTime() + DAY_MS)) {
    days.push(dayOf(d));
  }
  return days;
}

/**
 * Every occurrence of the slots in the class's terms, on or after `from` when given, in time
 * order. Weekends count as term time for a weekend slot; only breaks and bank holidays are skipped.
 */
export function generateOccurrences(
  calendar: SeriesCalendar,
  slots: readonly WeeklySlot[],
  from?: UkDay,
): Occurrence[] {
  const terms = calendar.terms
    .filter((t) => calendar.runs.includes(t.position))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  if (terms.length === 0 || slots.length === 0) return [];
  const first = from && from > terms[0]!.startsOn ? from : terms[0]!.startsOn;
  const last = terms.at(-1)!.endsOn;
  if (first > last) return [];
  const exceptions = daysBetween(first, last).filter(
    (day) => !inTermTime(day, terms, calendar.bankHolidays),
  );
  const occurrences = slots.flatMap((slot, index) => {
    const set = new RRuleSet();
    set.rrule(
      new RRule({
        freq: RRule.WEEKLY,
        byweekday: [(slot.weekday + 6) % 7],
        dtstart: floating(first),
        until: floating(last),
      }),
    );
    for (const day of exceptions) set.exdate(floating(day));
    return set.all().map((date) => {
      const day = dayOf(date);
      return {
        slot: index,
        day,
        scheduledFor: ukInstant(day, slot.startsAt),
        duration: slot.duration,
      };
    });
  });
  return occurrences.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime());
}

const NO_YEAR = 'Choose an academic year from the list.';

/** A school year's terms and the bank holidays of its region over them, for the generator. */
export async function loadCalendar(
  tx: Db,
  schoolYearId: number,
  runs: readonly number[],
): Promise<SeriesCalendar> {
  const [year] = await tx
    .select({ region: schoolYears.holidayRegion, startsOn: schoolYears.startsOn })
    .from(schoolYears)
    .where(eq(schoolYears.id, schoolYearId));
  if (!year) throw badRequest(NO_YEAR, { schoolYearId: [NO_YEAR] });
  const terms = await tx
    .select()
    .from(schoolTerms)
    .where(eq(schoolTerms.schoolYearId, schoolYearId))
    .orderBy(asc(schoolTerms.position));
  const from = terms[0]?.startsOn ?? year.startsOn;
  const to = terms.at(-1)?.endsOn ?? year.startsOn;
  return {
    terms,
    runs,
    bankHolidays: bankHolidays(year.region as HolidayRegion, from, to),
  };
}

export interface NewClass {
  schoolYearId: number;
  yearGroup: string;
  subject: string;
  tutorId: number;
  /** Positions 1 to 3 of the terms it runs. */
  terms: number[];
  slots: WeeklySlot[];
  capacity?: number;
  name?: string;
  /** The first day it meets; by default the first day of its first term. */
  startsOn?: UkDay;
  status?: 'scheduled' | 'confirmed';
}

/** "Year 10 Mathematics, Monday 16:00". */
export const defaultClassName = (input: Pick<NewClass, 'yearGroup' | 'subject' | 'slots'>) => {
  const slot = [...input.slots].sort((a, b) => a.weekday - b.weekday)[0];
  const when = slot ? `, ${weekdayName(slot.weekday)} ${slot.startsAt}` : '';
  return `${input.yearGroup} ${input.subject}${when}`;
};

/** What a class's generated sessions share: they are ordinary scheduled sessions (decision 105). */
export const sessionFields = (klass: {
  id: number;
  yearGroup: string;
  subject: string;
  tutorId: number;
}) => ({
  classId: klass.id,
  title: `${klass.yearGroup} ${klass.subject}`,
  subject: klass.subject,
  academicYear: klass.yearGroup,
  tutorId: klass.tutorId,
});

/**
 * Inserts slots valid from `validFrom` and their occurrences from that day as sessions: one
 * statement for the slots and one for every session, however long the year.
 */
export async function insertSeries(
  tx: Db,
  klass: typeof classes.$inferSelect,
  calendar: SeriesCalendar,
  slots: readonly WeeklySlot[],
  options: { validFrom: UkDay; skipDays?: ReadonlySet<UkDay>; status?: string },
) {
  if (slots.length === 0) return { slots: [], sessions: [] };
  const slotRows = await tx
    .insert(classSlots)
    .values(slots.map((slot) => ({ ...slot, classId: klass.id, validFrom: options.validFrom })))
    .returning();
  const occurrences = generateOccurrences(calendar, slots, options.validFrom).filter(
    (o) => !options.skipDays?.has(o.day),
  );
  const shared = sessionFields(klass);
  const sessions =
    occurrences.length === 0
      ? []
      : await tx
          .insert(scheduledSessions)
          .values(
            occurrences.map((o) => ({
              ...shared,
              classSlotId: slotRows[o.slot]!.id,
              occurrenceOn: o.day,
              scheduledFor: o.scheduledFor,
              duration: o.duration,
              status: options.status ?? 'confirmed',
            })),
          )
          .returning({
            id: scheduledSessions.id,
            scheduledFor: scheduledSessions.scheduledFor,
            status: scheduledSessions.status,
          });
  return { slots: slotRows, sessions };
}

const NO_TERMS = 'Choose terms the academic year has.';

/**
 * Creates a class, its weekly slots and every session of its terms through `tx` (the caller's
 * transaction): three inserts, whatever the number of weeks. Returns the rows, so the caller can
 * plan reminders or enrol children in the same transaction.
 */
export async function createClassWithSessions(tx: Db, input: NewClass) {
  const calendar = await loadCalendar(tx, input.schoolYearId, input.terms);
  const runs = calendar.terms.filter((t) => input.terms.includes(t.position));
  if (runs.length === 0) {
    throw badRequest(NO_TERMS, { terms: [NO_TERMS] });
  }
  const [klass] = await tx
    .insert(classes)
    .values({
      name: input.name ?? defaultClassName(input),
      schoolYearId: input.schoolYearId,
      yearGroup: input.yearGroup,
      subject: input.subject,
      tutorId: input.tutorId,
      terms: input.terms,
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
    })
    .returning();
  const firstDay = runs.map((t) => t.startsOn).sort()[0]!;
  const validFrom = input.startsOn && input.startsOn > firstDay ? input.startsOn : firstDay;
  const series = await insertSeries(tx, klass!, calendar, input.slots, {
    validFrom,
    ...(input.status ? { status: input.status } : {}),
  });
  return { class: klass!, ...series };
}
