import {
  formatDayAt,
  formatDayMonth,
  formatLongDate,
  ukWallClock,
} from '../shared/dates/format.js';

/*
 * What emails and other server-written text say of an instant, in UK time whatever zone the
 * server runs in, through the formats every screen uses (decision 090).
 */

/** "Thursday 22 October at 4:30 PM". */
export const ukDayAt = (instant: Date) => formatDayAt(ukWallClock(instant));

/** "12 December 2026". */
export const ukLongDate = (instant: Date) => formatLongDate(ukWallClock(instant));

/** "16 November": a UK calendar day, given as yyyy-mm-dd. */
export const ukDayMonth = (day: string) => formatDayMonth(new Date(`${day}T12:00:00`));
