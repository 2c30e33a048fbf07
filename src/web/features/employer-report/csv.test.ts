import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { UsageReport } from '../../../shared/employer-report/schemas.js';
import { reportCsv } from './csv.js';

const usage = {
  familiesRegistered: 4,
  activeFamilies: 3,
  sessionsAttended: 9,
  attendanceRate: 75,
  recordingsWatched: 2,
  byYearGroup: [{ key: '+Year 5', sessionsAttended: 5 }],
  bySubject: [{ key: '=HYPERLINK("http://evil.test","Maths")', sessionsAttended: 4 }],
};
const report: UsageReport = {
  company: { id: 1, name: 'Northwind' },
  from: '2026-10',
  to: '2026-10',
  placesBought: 20,
  months: [{ ...usage, month: '2026-10' }],
  range: { ...usage, withheldMonths: 0 },
  trend: 'steady',
};

describe('reportCsv', () => {
  it('defuses breakdown keys that a spreadsheet would run as formulas', () => {
    const cells = Papa.parse<string[]>(reportCsv(report)).data.flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.test","Maths")`);
    expect(cells).toContain(`'+Year 5`);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });
});
