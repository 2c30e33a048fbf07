/**
 * Which columns of an HR export hold a person's name and work email, decided by what the headers
 * mean (issue 30 §1): HR systems name them differently ("Worker", "Legal first name", "Primary
 * Work Email", "Employee #") and put other people's addresses beside the employee's own.
 */

/** The columns, by their index in the header row, that the accounts are made from. */
export interface ColumnMapping {
  /** A whole name: used where the row has one, else the first and last names. */
  fullName: number | null;
  firstName: number | null;
  /** The name a person goes by, over their legal first name where the row has one. */
  preferredName: number | null;
  lastName: number | null;
  email: number | null;
}

export const NO_MAPPING: ColumnMapping = {
  fullName: null,
  firstName: null,
  preferredName: null,
  lastName: null,
  email: null,
};

/** "Legal Name - First Name" → ["legal", "name", "first", "name"]; "Employee #" → [..., "number"]. */
export const headerWords = (header: string) =>
  header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/e-mail/g, 'email')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const has = (words: string[], list: readonly string[]) => words.some((w) => list.includes(w));

/** A column about somebody or something else: its "name" or "email" is not the employee's. */
const OTHER_THAN_THE_PERSON = [
  'manager',
  'supervisor',
  'line',
  'department',
  'dept',
  'company',
  'team',
  'job',
  'cost',
  'location',
  'site',
  'division',
  'unit',
  'user',
  'username',
  'account',
  'file',
  'emergency',
  'contact',
  'partner',
  'spouse',
  'child',
  'entity',
  'organisation',
  'organization',
  'position',
  'role',
  'title',
  'group',
  'middle',
  'maiden',
  'previous',
  'former',
];
/** A number or code column: never a name (BambooHR's "Employee #" made accounts called "1000"). */
const IDENTIFIER = ['id', 'number', 'no', 'code', 'ref', 'reference', 'payroll', 'ssn', 'nino'];
const FIRST = ['first', 'given', 'forename', 'forenames', 'firstname'];
const LAST = ['last', 'surname', 'family', 'lastname'];
const PREFERRED = ['preferred', 'known', 'nickname'];
const WHOLE_NAME_PREFERRED = ['display', 'worker'];
const PERSON = ['name', 'employee', 'worker', 'staff', 'person', 'colleague', 'fullname'];

const WORK_EMAIL = ['work', 'primary', 'business', 'company', 'office', 'corporate', 'official'];
/** Someone else's address: never taken without the admin choosing it. */
const NOT_THEIR_EMAIL = ['manager', 'supervisor', 'line', 'emergency', 'partner', 'spouse'];
/** Their own, but not where the company reaches them: only a suggestion, never sure. */
const PRIVATE_EMAIL = [
  'home',
  'personal',
  'private',
  'secondary',
  'alternate',
  'alternative',
  'other',
  'backup',
  'recovery',
];

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER_LIKE = /^[\d\s.,#/-]+$/;

const share = (values: string[], test: RegExp) => {
  const filled = values.filter((v) => v.trim() !== '');
  return filled.length === 0 ? 0 : filled.filter((v) => test.test(v.trim())).length / filled.length;
};

interface Column {
  index: number;
  words: string[];
  samples: string[];
}

type NameKind = 'wholePreferred' | 'whole' | 'first' | 'preferredFirst' | 'last' | 'lastPreferred';

function nameKindOf({ words, samples }: Column): NameKind | null {
  if (words.length === 0 || has(words, OTHER_THAN_THE_PERSON) || has(words, IDENTIFIER))
    return null;
  if (has(words, ['email', 'mail'])) return null;
  // A column of numbers is not a name, whatever it is called.
  if (share(samples, NUMBER_LIKE) > 0.5 || share(samples, EMAIL_LIKE) > 0.5) return null;
  if (has(words, FIRST)) return has(words, PREFERRED) ? 'preferredFirst' : 'first';
  if (has(words, LAST)) return has(words, PREFERRED) ? 'lastPreferred' : 'last';
  if (has(words, PREFERRED)) return words.includes('full') ? 'wholePreferred' : 'preferredFirst';
  if (has(words, WHOLE_NAME_PREFERRED)) return 'wholePreferred';
  if (has(words, PERSON)) return 'whole';
  return null;
}

/** 3 a work address, 2 an address, 1 a private one; 0 not the employee's or not an address. */
function emailScoreOf({ words, samples }: Column): number {
  const named = has(words, ['email', 'mail']);
  if (!named && share(samples, EMAIL_LIKE) < 0.8) return 0;
  if (has(words, NOT_THEIR_EMAIL)) return 0;
  if (has(words, PRIVATE_EMAIL)) return 1;
  if (has(words, WORK_EMAIL)) return 3;
  return named ? 2 : 1;
}

export interface Recognition {
  mapping: ColumnMapping;
  /** False when the admin should look at the mapping before anything is created. */
  sure: boolean;
}

const firstOf = (kinds: (NameKind | null)[], kind: NameKind) => {
  const index = kinds.indexOf(kind);
  return index === -1 ? null : index;
};

/**
 * The name and email columns of a header row, given a few values of each column. Sure only when
 * there is a name (whole, or first and last) and one best address that is the person's own.
 */
export function recognise(headers: readonly string[], samples: readonly string[][]): Recognition {
  const columns: Column[] = headers.map((header, index) => ({
    index,
    words: headerWords(header),
    samples: samples.map((row) => row[index] ?? ''),
  }));
  const kinds = columns.map(nameKindOf);
  const first = firstOf(kinds, 'first') ?? firstOf(kinds, 'preferredFirst');
  const preferredName = first === null ? null : firstOf(kinds, 'preferredFirst');
  const lastName = firstOf(kinds, 'last') ?? firstOf(kinds, 'lastPreferred');
  const fullName = firstOf(kinds, 'wholePreferred') ?? firstOf(kinds, 'whole');

  const scores = columns.map(emailScoreOf);
  const best = Math.max(0, ...scores);
  const email = best === 0 ? null : scores.indexOf(best);
  const tied = scores.filter((score) => score === best).length > 1;

  const mapping: ColumnMapping = {
    fullName,
    firstName: first === preferredName ? null : first,
    preferredName,
    lastName,
    email,
  };
  const named = fullName !== null || ((first ?? preferredName) !== null && lastName !== null);
  return { mapping, sure: named && best >= 2 && !tied };
}

/** How many of a row's cells read as one of the headers this rule knows. */
export function headerScore(cells: readonly string[]) {
  return cells.filter((cell) => {
    const column = { index: 0, words: headerWords(cell), samples: [] };
    if (nameKindOf(column) !== null || emailScoreOf(column) > 0) return true;
    return has(column.words, ['department', 'title', 'job', ...IDENTIFIER]);
  }).length;
}

/** How far down a report's title block may reach before its header row. */
export const HEADER_SEARCH_ROWS = 20;

/**
 * The header row of a table (0-based): the row among the first few with the most cells that read
 * as known headers, so a report's title lines above it ("Headcount report", "Run on 1 Dec") are
 * passed over. With none recognised, the first row of two or more filled cells.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number | null {
  let best: { index: number; score: number } | null = null;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((cells, index) => {
    if (cells.filter((cell) => cell.trim() !== '').length < 2) return;
    const score = headerScore(cells);
    if (best === null || score > best.score) best = { index, score };
  });
  return (best as { index: number } | null)?.index ?? null;
}

/** The name a row's person goes by, from the mapped columns. */
export function nameFrom(cells: readonly string[], mapping: ColumnMapping) {
  const cell = (index: number | null) =>
    index === null ? '' : (cells[index] ?? '').trim().replace(/\s+/g, ' ');
  const whole = cell(mapping.fullName);
  if (whole) return whole;
  const first = cell(mapping.preferredName) || cell(mapping.firstName);
  return `${first} ${cell(mapping.lastName)}`.trim();
}

export const emailFrom = (cells: readonly string[], mapping: ColumnMapping) =>
  mapping.email === null ? '' : (cells[mapping.email] ?? '').trim();
