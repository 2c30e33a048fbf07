import type { z } from 'zod';
import type {
  companyUsageSchema,
  usageReportSchema,
} from '../../../shared/employer-report/schemas.js';
import type { Figure } from '../../../shared/employer-report/schemas.js';
import type { MonthCounts } from './queries.js';
import {
  isShown,
  maxShown,
  publish,
  publishParts,
  publishRate,
  sumShown,
  WITHHELD,
} from './suppression.js';

type Report = z.output<typeof usageReportSchema>;
type Usage = Report['months'][number];

const sorted = (cells: Map<string, { value: number; families: number }>) =>
  [...cells].sort(([a], [b]) => a.localeCompare(b)).map(([key, cell]) => ({ key, cell }));

/** One month's counts as they may be shown (decision 057). */
function publishMonth(month: string, counts: MonthCounts): Usage {
  const sessionsAttended = publish(counts.attended);
  return {
    month,
    familiesRegistered: publish(counts.registered),
    activeFamilies: publish(counts.active),
    sessionsAttended,
    attendanceRate: publishRate(counts.attended.value, counts.marked),
    recordingsWatched: publish(counts.watched),
    byYearGroup: publishParts(sessionsAttended, sorted(counts.byYearGroup)),
    bySubject: publishParts(sessionsAttended, sorted(counts.bySubject)),
  };
}

/** A breakdown over the range: per key, the sum of the months where that key was shown. */
function sumParts(months: Usage[], pick: (usage: Usage) => Usage['bySubject']) {
  const byKey = new Map<string, Figure[]>();
  for (const usage of months)
    for (const part of pick(usage))
      byKey.set(part.key, [...(byKey.get(part.key) ?? []), part.sessionsAttended]);
  return [...byKey].map(([key, figures]) => ({ key, sessionsAttended: sumShown(figures) }));
}

/**
 * The range, from the published months alone, so that no pair of ranges can be subtracted to
 * reveal a month's withheld figure. The attendance rate pools the months whose rate is shown.
 */
function publishRange(months: Usage[], counts: MonthCounts[]): Report['range'] {
  let attended = 0;
  let marked = 0;
  months.forEach((usage, i) => {
    if (!isShown(usage.attendanceRate)) return;
    attended += counts[i]!.attended.value;
    marked += counts[i]!.marked.value;
  });
  const withheldMonths = months.filter(
    (usage) =>
      !isShown(usage.activeFamilies) ||
      !isShown(usage.sessionsAttended) ||
      !isShown(usage.recordingsWatched),
  ).length;
  return {
    familiesRegistered: months.at(-1)?.familiesRegistered ?? WITHHELD,
    activeFamilies: maxShown(months.map((usage) => usage.activeFamilies)),
    sessionsAttended: sumShown(months.map((usage) => usage.sessionsAttended)),
    attendanceRate: marked === 0 ? WITHHELD : Math.round((attended / marked) * 1000) / 10,
    recordingsWatched: sumShown(months.map((usage) => usage.recordingsWatched)),
    byYearGroup: sumParts(months, (usage) => usage.byYearGroup),
    bySubject: sumParts(months, (usage) => usage.bySubject),
    withheldMonths,
  };
}

/** Active families in the last month against the first, when both may be shown. */
function trendOf(months: Usage[]): Report['trend'] {
  const first = months[0]?.activeFamilies;
  const last = months.at(-1)?.activeFamilies;
  if (months.length < 2 || first === undefined || last === undefined) return 'unknown';
  if (!isShown(first) || !isShown(last)) return 'unknown';
  return last > first ? 'rising' : last < first ? 'falling' : 'steady';
}

export interface CompanyFacts {
  id: number;
  name: string;
  employeeCount: number;
}

export function buildReport(
  company: CompanyFacts,
  from: string,
  to: string,
  byMonth: Map<string, MonthCounts>,
): Report {
  const entries = [...byMonth];
  const months = entries.map(([month, counts]) => publishMonth(month, counts));
  return {
    company: { id: company.id, name: company.name },
    from,
    to,
    placesBought: company.employeeCount,
    months,
    range: publishRange(
      months,
      entries.map(([, counts]) => counts),
    ),
    trend: trendOf(months),
  };
}

/** One company's line in the admins' summary: the range figures of its report. */
export const summaryLine = (report: Report): z.output<typeof companyUsageSchema> => ({
  id: report.company.id,
  name: report.company.name,
  placesBought: report.placesBought,
  familiesRegistered: report.range.familiesRegistered,
  activeFamilies: report.range.activeFamilies,
  sessionsAttended: report.range.sessionsAttended,
  attendanceRate: report.range.attendanceRate,
  recordingsWatched: report.range.recordingsWatched,
  trend: report.trend,
});
