import readExcelFile from 'read-excel-file/node';
import { IMPORT_MSG } from '../../../../shared/onboarding/import-messages.js';
import { badRequest } from '../../../http/errors.js';
import { checkZip } from './zip-guard.js';

export interface Sheet {
  name: string;
  rows: string[][];
}

/** A cell as the text an admin sees in Excel; a date as its day. */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The sheets of an .xlsx workbook as rows of text. A formula's cell holds the value Excel last
 * worked out and saved; nothing is evaluated here (issue 30 §1).
 */
export async function readWorkbook(bytes: Buffer): Promise<Sheet[]> {
  checkZip(bytes);
  let sheets: Awaited<ReturnType<typeof readExcelFile>>;
  try {
    sheets = await readExcelFile(bytes);
  } catch {
    throw badRequest(IMPORT_MSG.unreadableWorkbook);
  }
  return sheets.map(({ sheet, data }) => ({
    name: sheet,
    rows: data.map((row) => row.map(textOf)),
  }));
}
