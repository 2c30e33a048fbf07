import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=1\n+2'])(
    'defuses %j with a leading quote, as OWASP advises',
    (cell) => {
      const [, row] = Papa.parse<string[]>(toCsv(['a'], [[cell]])).data;
      expect(row).toEqual([`'${cell}`]);
    },
  );

  it('keeps numbers, empty cells, quotes, commas and line breaks as they are', () => {
    const csv = toCsv(['n', 'text', 'none'], [[-3, 'Smith, "Jo"\nJr', null]]);
    expect(csv).toBe('n,text,none\r\n-3,"Smith, ""Jo""\nJr",\r\n');
  });

  it('defuses the header too', () => {
    expect(toCsv(['=x'], [])).toBe(`"'=x"\r\n`);
  });
});
