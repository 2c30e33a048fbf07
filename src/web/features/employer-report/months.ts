import { ukMonthKey } from '../../../shared/dates/format.js';
import type { ReportRange } from '../../../shared/employer-report/schemas.js';

/** The months before and including `month`: six by default, what a report opens on. */
export function lastMonths(count = 6, month = ukMonthKey()): ReportRange {
  const [year, value] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, value - count, 1));
  const from = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { from, to: month };
}
