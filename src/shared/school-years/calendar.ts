import { addDays, differenceInCalendarDays, getISODay, parseISO, startOfISOWeek } from 'date-fns';
import { dayKey } from '../dates/format.js';
import type { UkDay } from '../dates/uk-instant.js';

/*
 * The academic year's calendar as pure rules on UK days ("2026-09-02"): England's usual pattern of
 * three terms with half-terms, which days are taught, and how many teaching weeks a year has
 * (issue 28 §1). Bank holidays come from the server (date-holidays), passed in as a set of days.
 */

export interface Term {
  position: number;
  name: string;
  startsOn: UkDay;
  endsOn: UkDay;
  halfTermStartsOn: UkDay | null;
  halfTermEndsOn: UkDay | null;
}

export const TERM_NAMES = ['Autumn', 'Spring', 'Summer'] as const;

// Days are parsed at local midnight and only counted, never shown, so the process's zone is harmless.
const day = (key: UkDay) => parseISO(key);

/** The first day on or after `from` that falls on ISO weekday `weekday`. */
const onOrAfter = (from: Date, weekday: number) =>
  addDays(from, (weekday - getISODay(from) + 7) % 7);
/** The last day on or before `from` that falls on ISO weekday `weekday`. */
const onOrBefore = (from: Date, weekday: number) =>
  addDays(from, -((getISODay(from) - weekday + 7) % 7));

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, date);
}

const MON = 1;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const SUN = 7;

/**
 * The spring term's first day: back on 3 January when New Year falls early in the week, else the
 * Monday after; never on a bank holiday (3 January is one when 1 January is a Saturday).
 */
function springStart(year: number): Date {
  const second = new Date(year, 0, 2);
  const weekday = getISODay(second);
  if (weekday >= THU && weekday <= SAT) return onOrAfter(second, MON);
  return new Date(year, 0, weekday === SUN ? 4 : 3);
}

/**
 * The Easter holiday: a fortnight that holds Easter weekend and as much of early April as it can,
 * as local authorities place it. Easter Monday by 4 April: Easter week and the week after; by 15
 * April: Holy Week and Easter week; later: the fortnight before, back the day after Easter Monday.
 * Returns the spring term's last day and the summer term's first.
 */
function easterHoliday(year: number): [Date, Date] {
  const monday = addDays(easterSunday(year), 1);
  const aprilDay = monday.getMonth() === 3 ? monday.getDate() : 0;
  if (aprilDay <= 4) return [addDays(monday, -3), addDays(monday, 14)];
  if (aprilDay <= 15) return [addDays(monday, -10), addDays(monday, 7)];
  return [addDays(monday, -17), addDays(monday, 1)];
}

/**
 * England's usual pattern for the academic year starting in September of `startYear` (decision
 * 107): autumn from the first Wednesday of September to the last Friday by 20 December, half-term
 * in the last full week of October (the Monday on or before 29 October); spring from just after
 * New Year to the Easter holiday, half-term in the week from the Monday on or after 12 February;
 * summer from the Easter holiday to the Wednesday on or after 19 July, half-term in the week of
 * the late-May bank holiday. Admins edit it per year.
 */
export function defaultTerms(startYear: number): Term[] {
  const next = startYear + 1;
  const [springEnds, summerStarts] = easterHoliday(next);
  const term = (position: number, starts: Date, ends: Date, half: Date): Term => ({
    position,
    name: TERM_NAMES[position - 1]!,
    startsOn: dayKey(starts),
    endsOn: dayKey(ends),
    halfTermStartsOn: dayKey(half),
    halfTermEndsOn: dayKey(addDays(half, 4)),
  });
  return [
    term(
      1,
      onOrAfter(new Date(startYear, 8, 1), WED),
      onOrBefore(new Date(startYear, 11, 20), FRI),
      onOrBefore(new Date(startYear, 9, 29), MON),
    ),
    term(2, springStart(next), springEnds, onOrAfter(new Date(next, 1, 12), MON)),
    term(
      3,
      summerStarts,
      onOrAfter(new Date(next, 6, 19), WED),
      onOrBefore(new Date(next, 4, 31), MON),
    ),
  ];
}

/** "2026/27" for the academic year starting in September 2026. */
export const schoolYearLabel = (startYear: number) =>
  `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The academic year a UK day falls in, by its September start: 2027-03-01 → 2026. */
export const schoolYearStartOf = (key: UkDay) => {
  const d = day(key);
  return d.getMonth() >= 7 ? d.getFullYear() : d.getFullYear() - 1;
};

const within = (key: UkDay, from: UkDay | null, to: UkDay | null) =>
  from !== null && to !== null && key >= from && key <= to;

/** The term a day is taught in, or null: outside the terms, in a half-term, a weekend or a bank holiday. */
export function termOf(
  key: UkDay,
  terms: readonly Term[],
  bankHolidays: ReadonlySet<UkDay>,
): Term | null {
  if (bankHolidays.has(key) || getISODay(day(key)) > FRI) return null;
  const term = terms.find((t) => within(key, t.startsOn, t.endsOn));
  if (!term || within(key, term.halfTermStartsOn, term.halfTermEndsOn)) return null;
  return term;
}

/** Every teaching day of the terms, in order. */
export function teachingDays(terms: readonly Term[], bankHolidays: ReadonlySet<UkDay>): UkDay[] {
  const days: UkDay[] = [];
  for (const t of [...terms].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
    const span = differenceInCalendarDays(day(t.endsOn), day(t.startsOn));
    for (let i = 0; i <= span; i += 1) {
      const key = dayKey(addDays(day(t.startsOn), i));
      if (termOf(key, terms, bankHolidays)) days.push(key);
    }
  }
  return days;
}

/** How many Monday-to-Sunday weeks hold at least one teaching day (the offer is 39). */
export function teachingWeeks(terms: readonly Term[], bankHolidays: ReadonlySet<UkDay>): number {
  return new Set(teachingDays(terms, bankHolidays).map((k) => dayKey(startOfISOWeek(day(k))))).size;
}
