import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  INDEX_FILE,
  parseRecord,
  readRecords,
  renderIndex,
} from '../../scripts/decision-records.js';

describe('decision records', () => {
  const records = readRecords();

  it('each opens with the one header format and its own number', () => {
    expect(records.length).toBeGreaterThan(70);
    const numbers = records.map((record) => record.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses a header in another format', () => {
    expect(() =>
      parseRecord('100-x.md', '# 100 Old style\n\nDate: 2026-11-28\nStatus: accepted\n\n'),
    ).toThrow(/header/);
  });

  it('names only records that exist as superseding or amending it, and they name it back', () => {
    const byNumber = new Map(records.map((record) => [record.number, record]));
    for (const record of records) {
      for (const later of [...record.supersededBy, ...record.amendedBy]) {
        const other = byNumber.get(later);
        expect(other, `${record.file} names ${later}`).toBeDefined();
        expect(other!.status, `${other!.file} says what it changes`).toContain(record.file);
      }
    }
  });

  it('are all in the index, as npm run docs:decisions writes it', async () => {
    const expected = await format(renderIndex(records), { filepath: INDEX_FILE });
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(expected);
  });
});
