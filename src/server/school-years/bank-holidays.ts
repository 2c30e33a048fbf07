import Holidays from 'date-holidays';
import type { UkDay } from '../../shared/dates/uk-instant.js';
import type { HolidayRegion } from '../../shared/classes/rules.js';

const calendars = new Map<HolidayRegion, Holidays>();

export interface BankHoliday {
  date: UkDay;
  name: string;
}

/** The region's bank holidays (date-holidays' public holidays of GB) from `from` to `to`, inclusive, in order. */
export function bankHolidayList(region: HolidayRegion, from: UkDay, to: UkDay): BankHoliday[] {
  let calendar = calendars.get(region);
  if (!calendar) {
    calendar = new Holidays('GB', region);
    calendars.set(region, calendar);
  }
  const days: BankHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of calendar.getHolidays(year)) {
      const date = h.date.slice(0, 10);
      if (h.type === 'public' && date >= from && date <= to) days.push({ date, name: h.name });
    }
  }
  return days;
}

/** The region's bank holidays from `from` to `to`, inclusive, as a set of UK days. */
export const bankHolidays = (region: HolidayRegion, from: UkDay, to: UkDay): Set<UkDay> =>
  new Set(bankHolidayList(region, from, to).map((h) => h.date));
