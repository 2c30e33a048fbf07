import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
/** Calendar months as YYYY-MM, counted in UK time like the rest of the product. */

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let key = from; key <= to;) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** The month after `month`, whose first day ends the range. */
export const nextMonth = (month: string) => {
  const [year, value] = month.split('-').map(Number) as [number, number];
  return value === 12 ? `${year + 1}-01` : `${year}-${String(value + 1).padStart(2, '0')}`;
};

const ukYearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: UK_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The UK calendar month that `at` falls in, as YYYY-MM. */
export const ukMonthOf = (at: Date) => ukYearMonth.format(at);
