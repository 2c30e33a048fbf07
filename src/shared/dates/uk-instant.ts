import { DAY_MS } from './durations.js';
import { ukClockFields } from './format.js';

/** A UK calendar day, "2026-10-26", and a UK wall-clock time, "16:00". */
export type UkDay = string;
export type UkClock = string;

const fieldsOf = (day: UkDay, clock: UkClock) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, date, hour, minute);
};

/**
 * The instant at which UK clocks read `clock` on `day`, whatever zone the process runs in, so a
 * weekly class stays at 16:00 across the clock changes. A time the spring change skips is read
 * an hour later; one the autumn change repeats is its first (summer-time) reading.
 */
export function ukInstant(day: UkDay, clock: UkClock): Date {
  const wanted = fieldsOf(day, clock);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const f = ukClockFields(new Date(guess));
    const reads = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
    if (reads === wanted) break;
    guess += wanted - reads;
  }
  // The first of two readings in the autumn: an hour earlier reads the same if summer time held.
  const earlier = new Date(guess - 3_600_000);
  const f = ukClockFields(earlier);
  if (Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) === wanted) return earlier;
  return new Date(guess);
}

/** The UK calendar day of an instant, "2026-10-26". */
export function ukDayOf(instant: Date): UkDay {
  const f = ukClockFields(instant);
  return `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** The UK day `days` after `day` (before, when negative): calendar arithmetic, free of clock changes. */
export const addUkDays = (day: UkDay, days: number): UkDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
