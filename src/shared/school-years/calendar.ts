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
const FRI = 5;

/**
 * England's usual pattern for the academic year starting in September of `startYear`: autumn from
 * the first Wednesday of September to the last Friday before 21 December, half-term in the last
 * week of October; spring from the first Monday after New Year to the Friday before the Easter
 * fortnight, half-term in mid-February; summer from the Monday after it to the Wednesday on or
 * after 19 July, half-term in the week of the late-May bank holiday. Admins edit it per year.
 */
export function defaultTerms(startYear: number): Term[] {
  const next = startYear + 1;
  const easterMonday = addDays(easterSunday(next), 1);
  const easterBreak = startOfISOWeek(easterMonday);
  const autumnHalf = onOrBefore(new Date(startYear, 9, 31), MON);
  const springHalf = onOrAfter(new Date(next, 1, 12), MON);
  const summerHalf = onOrBefore(new Date(next, 4, 31), MON);
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
      autumnHalf,
    ),
    term(2, onOrAfter(new Date(next, 0, 2), MON), addDays(easterBreak, -3), springHalf),
    term(3, addDays(easterBreak, 14), onOrAfter(new Date(next, 6, 19), WED), summerHalf),
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
