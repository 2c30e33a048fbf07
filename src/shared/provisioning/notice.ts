import { addUkDays, type UkDay } from '../dates/uk-instant.js';

/**
 * The UK day a leaver's children's class places end (exclusive, as class_enrolments.left_on):
 * `noticeDays` after the day they left, or by default the first day of the next month, so the
 * places last to the end of the month they left in (issue 30 §4).
 */
export function placesEndOn(leftOn: UkDay, noticeDays: number | null): UkDay {
  if (noticeDays !== null) return addUkDays(leftOn, noticeDays);
  const [year, month] = leftOn.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
