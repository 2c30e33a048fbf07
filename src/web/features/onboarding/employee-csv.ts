import Papa from 'papaparse';
import { BULK_ACCOUNTS_MAX } from '../../../shared/constants.js';
import { ONBOARDING_MSG } from './messages.js';

/** One employee as read from the file; `row` is its line in a spreadsheet, the header being 1. */
export interface EmployeeRow {
  row: number;
  fullName: string;
  email: string;
  department: string;
  jobTitle: string;
}

export interface CsvProblem {
  title: string;
  description: string;
}

export type CsvReading = { rows: EmployeeRow[]; problem: null } | { rows: []; problem: CsvProblem };

export const TOO_MANY_ROWS: CsvProblem = {
  title: 'Too Many Rows',
  description: `A file can hold at most ${BULK_ACCOUNTS_MAX} employees. Please split it into smaller files.`,
};

/** How much of a file is read to tell text from a binary file renamed .csv. */
const SNIFF_BYTES = 8192;
// Tab, line feed, form feed and carriage return: the only control bytes text holds. Images, zips
// (an .xlsx renamed) and Office 97–2003 files all have others in their first bytes. High bytes are
// allowed: a spreadsheet may save its CSV in a Windows code page rather than UTF-8.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** A file named .csv whose first bytes read as text: the name alone is not proof. */
export async function isCsvFile(file: Blob & { name: string }): Promise<boolean> {
  if (!file.name.toLowerCase().endsWith('.csv')) return false;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return head.every((byte) => byte >= 0x20 || TEXT_CONTROLS.has(byte));
}

/** "Full Name", "full_name" and "fullName" are all the same column. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

const NAME = ['fullname', 'name', 'employeename', 'employee', 'staffname'];
const FIRST_NAME = ['firstname', 'forename', 'givenname'];
const LAST_NAME = ['lastname', 'surname', 'familyname'];

const columnOf = (headers: string[], test: (header: string) => boolean) => {
  const index = headers.findIndex(test);
  return index === -1 ? null : index;
};

const failed = (problem: CsvProblem): CsvReading => ({ rows: [], problem });

/**
 * Reads an employee list exported from any spreadsheet: quoted fields, commas and line breaks
 * inside quotes, a UTF-8 byte-order mark and Windows line ends. Spec 2 §5: a header with a name
 * and an email column, rows with fewer than 2 cells skipped, department and title/job optional.
 */
export function readEmployeeCsv(text: string): CsvReading {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  while (data.length > 0 && isBlank(data[data.length - 1]!)) data.pop();
  if (data.length < 2) return failed(ONBOARDING_MSG.invalidCsv);

  const headers = data[0]!.map(normalise);
  const name = columnOf(headers, (h) => NAME.includes(h));
  const first = columnOf(headers, (h) => FIRST_NAME.includes(h));
  const last = columnOf(headers, (h) => LAST_NAME.includes(h));
  const email = columnOf(headers, (h) => h.includes('email') || h === 'mail');
  if ((name === null && (first === null || last === null)) || email === null) {
    return failed(ONBOARDING_MSG.missingColumns);
  }
  const department = columnOf(headers, (h) => h.includes('department') || h === 'dept');
  const jobTitle = columnOf(
    headers,
    (h) => h.includes('title') || h.includes('job') || h === 'position',
  );

  const rows: EmployeeRow[] = [];
  data.forEach((cells, index) => {
    if (index === 0 || cells.length < 2 || isBlank(cells)) return;
    const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
    rows.push({
      row: index + 1,
      fullName: name === null ? `${cell(first)} ${cell(last)}`.trim() : cell(name),
      email: cell(email),
      department: cell(department),
      jobTitle: cell(jobTitle),
    });
  });
  if (rows.length === 0) return failed(ONBOARDING_MSG.invalidCsv);
  if (rows.length > BULK_ACCOUNTS_MAX) return failed(TOO_MANY_ROWS);
  return { rows, problem: null };
}
