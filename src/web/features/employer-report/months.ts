import type { ReportRange } from '../../../shared/employer-report/schemas.js';

/** This month in UK time, as YYYY-MM. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The months before and including `month`: six by default, what a report opens on. */
export function lastMonths(count = 6, month = currentMonth()): ReportRange {
  const [year, value] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, value - count, 1));
  const from = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { from, to: month };
}
