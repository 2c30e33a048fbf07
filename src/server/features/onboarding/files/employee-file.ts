import Papa from 'papaparse';
import { BULK_ACCOUNTS_MAX } from '../../../../shared/constants.js';
import { findHeaderRow, recognise } from '../../../../shared/onboarding/columns.js';
import {
  IMPORT_COLUMNS_MAX,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_MSG,
} from '../../../../shared/onboarding/import-messages.js';
import type { EmployeeFile } from '../../../../shared/onboarding/file-schemas.js';
import { badRequest } from '../../../http/errors.js';
import { csvText } from './text.js';
import { readWorkbook, type Sheet } from './workbook.js';

/** Values of each column shown beside its header when the admin maps the columns. */
const SAMPLES = 3;

const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Comma, tab (Excel's "Unicode Text") or semicolon (Excel where the decimal mark is a comma): the
 * one the most lines near the top have most of. Papa Parse's own guess gives up on blank lines.
 */
function delimiterOf(text: string) {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 25);
  const score = (delimiter: string) =>
    lines.reduce((sum, line) => sum + line.split(delimiter).length - 1, 0);
  return [',', '\t', ';'].reduce((best, next) => (score(next) > score(best) ? next : best));
}

function sheetsOf(fileName: string, bytes: Buffer): Promise<Sheet[]> | Sheet[] {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return readWorkbook(bytes);
  // An .xlsx renamed .csv is still a workbook: it is read as what it is.
  if (bytes.subarray(0, 4).equals(ZIP_START)) return readWorkbook(bytes);
  if (!name.endsWith('.csv') && !name.endsWith('.txt'))
    throw badRequest(IMPORT_MSG.invalidFileType);
  const text = csvText(bytes).replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    // One bound past what may be read, so a longer file is refused rather than cut.
    preview: BULK_ACCOUNTS_MAX + 50,
  });
  return [{ name: '', rows: data }];
}

/**
 * An employee file read as a person would: an .xlsx (its first sheet unless another is named) or
 * a CSV in any common encoding; its header row found below any title block; its columns with a
 * few values each and the name and email columns this rule recognises (issue 30 §1).
 */
export async function readEmployeeFile(
  fileName: string,
  bytes: Buffer,
  sheetName: string | undefined,
): Promise<Omit<EmployeeFile, 'remembered'>> {
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw badRequest(IMPORT_MSG.tooLarge);
  const sheets = await sheetsOf(fileName, bytes);
  const sheet = sheetName === undefined ? sheets[0] : sheets.find((s) => s.name === sheetName);
  if (!sheet) throw badRequest(IMPORT_MSG.noSuchSheet);

  const rows = sheet.rows.map((cells) => cells.slice(0, IMPORT_COLUMNS_MAX));
  while (rows.length > 0 && isBlank(rows[rows.length - 1]!)) rows.pop();
  const headerIndex = findHeaderRow(rows);
  if (headerIndex === null) throw badRequest(IMPORT_MSG.invalidCsv);
  const headers = rows[headerIndex]!.map((cell) => cell.trim());
  // Spec 2 §5: rows with fewer than two cells are skipped.
  const data = rows
    .map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => cell.trim()) }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => cells.length >= 2 && !isBlank(cells));
  if (data.length === 0) throw badRequest(IMPORT_MSG.invalidCsv);
  if (data.length > BULK_ACCOUNTS_MAX) throw badRequest(IMPORT_MSG.tooManyRows);

  const samples = data.slice(0, SAMPLES).map(({ cells }) => cells);
  return {
    fileName,
    sheets: sheets.map((s) => s.name).filter(Boolean),
    sheet: sheet.name || null,
    headerRow: headerIndex + 1,
    columns: headers.map((header, index) => ({
      index,
      header,
      samples: samples.map((cells) => cells[index] ?? ''),
    })),
    rows: data,
    ...recognise(headers, samples),
  };
}
