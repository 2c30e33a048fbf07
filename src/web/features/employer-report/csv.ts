import type { Figure, UsageReport } from '../../../shared/employer-report/schemas.js';
import { formatFigure, formatRate, monthLabel } from '../../../shared/employer-report/format.js';
import { toCsv, type CsvValue } from '../../../shared/csv.js';

const figure = (value: Figure) => (typeof value === 'number' ? value : formatFigure(value));
const rate = (value: Figure) => (typeof value === 'number' ? value : formatRate(value));

/** The report's figures as a CSV: a row per month, then the range, then each breakdown. */
export function reportCsv(report: UsageReport): string {
  const usage = (label: string, row: UsageReport['range']) => [
    label,
    report.placesBought,
    figure(row.familiesRegistered),
    figure(row.activeFamilies),
    figure(row.sessionsAttended),
    rate(row.attendanceRate),
    figure(row.recordingsWatched),
  ];
  const header = [
    'Month',
    'Places bought',
    'Families registered',
    'Active families',
    'Sessions attended',
    'Attendance rate (%)',
    'Recordings watched',
  ];
  const rows: CsvValue[][] = [
    ...report.months.map((month) =>
      usage(monthLabel(month.month), { ...month, withheldMonths: 0 }),
    ),
    usage('Whole period', report.range),
    [],
    ['Year group', 'Sessions attended'],
    ...report.range.byYearGroup.map((part) => [part.key, figure(part.sessionsAttended)]),
    [],
    ['Subject', 'Sessions attended'],
    ...report.range.bySubject.map((part) => [part.key, figure(part.sessionsAttended)]),
  ];
  return toCsv(header, rows);
}

/** Hands the browser a file made here, as a download. */
export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
