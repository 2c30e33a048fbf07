import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const TIME_MODULES = path.join(SRC, 'shared', 'dates');

/** The zone's name and lengths of time written out again instead of imported (issue 27 §3). */
const FORBIDDEN = [
  /'Europe\/London'/,
  /\b86_400_000\b|\b3_600_000\b/,
  /\bconst (DAY|HOUR|MINUTE)_MS\s*=/,
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === TIME_MODULES ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

it('names the UK zone and the lengths of a day, hour and minute only in src/shared/dates', () => {
  const offenders = sources(SRC).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.some((pattern) => pattern.test(text));
  });
  expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
});
