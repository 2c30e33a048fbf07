import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of decision records, and the index this module writes into it. */
export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../docs/decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');

export interface DecisionRecord {
  number: number;
  file: string;
  title: string;
  date: string;
  status: string;
  area: string;
  /** Numbers of the records that replace or amend this one, as its status line names them. */
  supersededBy: number[];
  amendedBy: number[];
}

// The one header every record opens with: `# NNN: Title`, a blank line, then Date, Status, Area.
const HEADER =
  /^# (\d{3}): (.+)\n\n- Date: (\d{4}-\d{2}-\d{2})\n- Status: (.+)\n- Area: ([a-z-]+)\n\n/;

const numbersAfter = (status: string, words: string): number[] => {
  const at = status.indexOf(words);
  if (at < 0) return [];
  const rest = status.slice(at + words.length).split(';')[0] ?? '';
  return [...rest.matchAll(/\[(\d{3})\]/g)].map((match) => Number(match[1]));
};

/** Reads one record's header; throws with the file's name when it does not follow the format. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const match = HEADER.exec(text);
  if (!match) throw new Error(`${file}: the header is not "# NNN: Title", Date, Status, Area`);
  const [, number, title, date, status, area] = match as unknown as string[];
  if (!file.startsWith(`${number}-`)) throw new Error(`${file}: its number is not ${number}`);
  return {
    number: Number(number),
    file,
    title: title!,
    date: date!,
    status: status!,
    area: area!,
    supersededBy: numbersAfter(status!, 'superseded by'),
    amendedBy: numbersAfter(status!, 'amended by'),
  };
}

export function readRecords(dir = DECISIONS_DIR): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => parseRecord(file, readFileSync(path.join(dir, file), 'utf8')));
}

const links = (numbers: number[], records: DecisionRecord[]) =>
  numbers
    .map((n) => records.find((record) => record.number === n))
    .map((record) => (record ? `[${String(record.number).padStart(3, '0')}](${record.file})` : ''))
    .join(', ');

function shortStatus(record: DecisionRecord): string {
  if (record.status.startsWith('superseded')) return 'superseded';
  if (record.supersededBy.length > 0) return 'partly superseded';
  return record.status.split(/[;,\s]/)[0]!;
}

/** The index: one row a record, in number order. */
export function renderIndex(records: DecisionRecord[]): string {
  const rows = records.map((record) =>
    [
      String(record.number).padStart(3, '0'),
      `[${record.title.replaceAll('|', '\\|')}](${record.file})`,
      record.date,
      shortStatus(record),
      record.area,
      links(record.supersededBy, records) || '—',
      links(record.amendedBy, records) || '—',
    ].join(' | '),
  );
  return [
    '# Decision records',
    '',
    'Why the code is as it is, one choice a record. Written by `npm run docs:decisions` from each',
    "record's header; a test fails when this index and the records disagree.",
    '',
    'A new record copies the header of the last one: `# NNN: Title`, then `- Date:`, `- Status:`',
    'and `- Area:`. A change of mind is a new record whose status says what it supersedes or',
    'amends; the old record then names it in its status (`superseded by [NNN](file)` or',
    '`amended by [NNN](file)`), and is not edited otherwise.',
    '',
    '| No. | Decision | Date | Status | Area | Superseded by | Amended by |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
