import Holidays from 'date-holidays';
import type { UkDay } from '../../shared/dates/uk-instant.js';
import type { HolidayRegion } from '../../shared/classes/rules.js';

const calendars = new Map<HolidayRegion, Holidays>();

/** The region's bank holidays (date-holidays' public holidays of GB) from `from` to `to`, inclusive. */
export function bankHolidays(region: HolidayRegion, from: UkDay, to: UkDay): Set<UkDay> {
  let calendar = calendars.get(region);
  if (!calendar) {
    calendar = new Holidays('GB', region);
    calendars.set(region, calendar);
  }
  const days = new Set<UkDay>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of calendar.getHolidays(year)) {
      const key = h.date.slice(0, 10);
      if (h.type === 'public' && key >= from && key <= to) days.add(key);
    }
  }
  return days;
}
