import type { UsageReport } from '../../src/shared/employer-report/schemas.js';

/** A usage report of two months for the CSV and PDF tests, with a subject the test names. */
export function sampleUsageReport(companyName: string, subject: string): UsageReport {
  const usage = {
    familiesRegistered: 4,
    activeFamilies: 3,
    sessionsAttended: 9,
    attendanceRate: 75,
    recordingsWatched: { suppressed: true as const },
    byYearGroup: [{ key: '+Year 5', sessionsAttended: 5 }],
    bySubject: [{ key: subject, sessionsAttended: 4 }],
  };
  return {
    company: { id: 1, name: companyName },
    from: '2026-09',
    to: '2026-10',
    placesBought: 20,
    months: [
      { ...usage, month: '2026-09' },
      { ...usage, month: '2026-10' },
    ],
    range: { ...usage, withheldMonths: 1 },
    trend: 'steady',
  };
}
