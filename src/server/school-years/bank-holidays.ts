import Holidays from 'date-holidays';
import type { UkDay } from '../../shared/dates/uk-instant.js';
import type { HolidayRegion } from '../../shared/classes/rules.js';

const calendars = new Map<HolidayRegion, Holidays>();
/**
 * A region's public holidays of a calendar year, worked out once per process: date-holidays takes
 * 10 to 20 ms a year, which was most of the coverage view's answer (decision 113). A handful of
 * regions and years, so the map stays small.
 */
const publicHolidays = new Map<string, BankHoliday[]>();

function publicHolidaysOf(region: HolidayRegion, year: number): BankHoliday[] {
  const key = `${region}:${year}`;
  let found = publicHolidays.get(key);
  if (!found) {
    let calendar = calendars.get(region);
    if (!calendar) {
      calendar = new Holidays('GB', region);
      calendars.set(region, calendar);
    }
    found = calendar
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
    publicHolidays.set(key, found);
  }
  return found;
}

export interface BankHoliday {
  date: UkDay;
  name: string;
}

/** The region's bank holidays (date-holidays' public holidays of GB) from `from` to `to`, inclusive, in order. */
export function bankHolidayList(region: HolidayRegion, from: UkDay, to: UkDay): BankHoliday[] {
  const days: BankHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of publicHolidaysOf(region, year)) {
      if (h.date >= from && h.date <= to) days.push({ ...h });
    }
  }
  return days;
}

/** The region's bank holidays from `from` to `to`, inclusive, as a set of UK days. */
export const bankHolidays = (region: HolidayRegion, from: UkDay, to: UkDay): Set<UkDay> =>
  new Set(bankHolidayList(region, from, to).map((h) => h.date));
