import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sampleUsageReport } from '../../../../tests/support/usage-report.js';
import { reportCsv } from './csv.js';

const report = sampleUsageReport('Northwind', '=HYPERLINK("http://evil.test","Maths")');

describe('reportCsv', () => {
  it('defuses breakdown keys that a spreadsheet would run as formulas', () => {
    const cells = Papa.parse<string[]>(reportCsv(report)).data.flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.test","Maths")`);
    expect(cells).toContain(`'+Year 5`);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });
});
