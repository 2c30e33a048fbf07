import { addMinutes, format, formatDistanceToNow, isSameMonth, isSameYear } from 'date-fns';
import { DATE_FORMAT, TIME_FORMAT } from '../constants.js';
import { UK_ZONE } from './uk-zone.js';

/*
 * Every date and time people read, on every screen and in the emails (decision 090). The spec's
 * named formats are kept where it names them; everything else is written the UK way: weekday,
 * day, month, year, no commas. Screens show the viewer's own clock; the server passes
 * `ukWallClock(date)` so an email reads in UK time whatever zone the server runs in.
 */

/** Spec 1 §9 and spec 2 §11: "Nov 28, 2026". */
export const formatDate = (date: string | Date) => format(new Date(date), DATE_FORMAT);

/** Spec 1 §9 and spec 2 §11: "5:00 PM". */
export const formatTime = (date: string | Date) => format(new Date(date), TIME_FORMAT);

/** Spec 2 §2.4, the student dashboard: "January 5, 2025 • 3:00 PM". */
export const formatSessionMoment = (date: string | Date) =>
  format(new Date(date), `MMMM d, yyyy '•' ${TIME_FORMAT}`);

/** Spec 1 §9: a session ends scheduledFor plus duration minutes. */
export const sessionEnd = (scheduledFor: string | Date, duration: number) =>
  addMinutes(new Date(scheduledFor), duration);

/** "5:00 PM – 6:00 PM". */
export const formatTimeRange = (scheduledFor: string | Date, duration: number) =>
  `${formatTime(scheduledFor)} – ${formatTime(sessionEnd(scheduledFor, duration))}`;

/** Spec 1 §9, a lesson's age: "3 days ago". */
export const formatAge = (date: string | Date) =>
  formatDistanceToNow(new Date(date), { addSuffix: true });

/** UK style, a day in full: "Monday 23 November 2026". */
export const formatDay = (date: string | Date) => format(new Date(date), 'EEEE d MMMM yyyy');

/** UK style, a day of the week on show: "Monday 23 November". */
export const formatWeekday = (date: string | Date) => format(new Date(date), 'EEEE d MMMM');

/** UK style, a date without its weekday, as emails write a deadline: "12 December 2026". */
export const formatLongDate = (date: string | Date) => format(new Date(date), 'd MMMM yyyy');

/** UK style, a day of the month: "16 November". */
export const formatDayMonth = (date: string | Date) => format(new Date(date), 'd MMMM');

/** UK style, a day where space is short: "Mon 23 Nov". */
export const formatShortDay = (date: string | Date) => format(new Date(date), 'EEE d MMM');

/** UK style, a day and its time: "Monday 30 November at 5:00 PM". */
export const formatDayAt = (date: string | Date) => `${formatWeekday(date)} at ${formatTime(date)}`;

/** "November 2026". */
export const formatMonth = (date: string | Date) => format(new Date(date), 'MMMM yyyy');

/** UK style, a week or any run of days: "23–29 November 2026", "30 November – 6 December 2026". */
export function formatDayRange(first: string | Date, last: string | Date) {
  const [from, to] = [new Date(first), new Date(last)];
  const end = format(to, 'd MMMM yyyy');
  if (isSameMonth(from, to)) return `${format(from, 'd')}–${end}`;
  if (isSameYear(from, to)) return `${format(from, 'd MMMM')} – ${end}`;
  return `${format(from, 'd MMMM yyyy')} – ${end}`;
}

/** Parts of the formats above, for compact calendars: "Mon", "Mo", "23", "23 Nov". */
export const dayParts = (date: Date) => ({
  weekday: format(date, 'EEE'),
  weekdayFull: format(date, 'EEEE'),
  weekdayNarrow: format(date, 'EEEEEE'),
  dayOfMonth: format(date, 'd'),
  dayMonth: format(date, 'd MMM'),
});

/** A calendar day as the API and the URLs key it: "2026-11-23". */
export const dayKey = (date: string | Date) => format(new Date(date), 'yyyy-MM-dd');

/** A time as a form's time field holds it: "17:00". */
export const clockKey = (date: string | Date) => format(new Date(date), 'HH:mm');

/** The value of a datetime-local input for a moment. */
export const toDateTimeLocal = (date: string | Date) =>
  format(new Date(date), "yyyy-MM-dd'T'HH:mm");

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The UK wall-clock fields of an instant (month 1 to 12), read with Intl: no time-zone package. */
export function ukClockFields(instant: Date) {
  const part = Object.fromEntries(
    ukParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

/**
 * The UK wall-clock time of an instant, as a Date whose local fields read that time, for the
 * formats above to print. Calendar files take the fields themselves (`ukClockFields`), as a
 * local Date could move in a server zone whose clocks change at another hour.
 */
export function ukWallClock(instant: Date): Date {
  const { year, month, day, hour, minute, second } = ukClockFields(instant);
  return new Date(year, month - 1, day, hour, minute, second);
}

/** This month in UK time, as the employer report keys it: "2026-11". */
export const ukMonthKey = (now = new Date()) => format(ukWallClock(now), 'yyyy-MM');
