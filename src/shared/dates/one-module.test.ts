import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../../web');

/** Ways to print a date other than through src/shared/dates/format.ts. */
const FORBIDDEN = [
  /\btoLocale(Date|Time)String\(/,
  /\bIntl\.DateTimeFormat\b/,
  /import\s*{[^}]*\bformat\b[^}]*}\s*from\s*'date-fns'/,
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

it('no screen formats a date except through the shared date module (decision 090)', () => {
  const offenders = sources(WEB).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.some((pattern) => pattern.test(text));
  });
  expect(offenders.map((file) => path.relative(WEB, file))).toEqual([]);
});
