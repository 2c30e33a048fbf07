import { BULK_ACCOUNTS_MAX } from '../constants.js';

/** How to get a file out of Excel, said wherever a file is asked for or refused (issue 30 §1). */
export const FROM_EXCEL =
  'From Excel, upload the .xlsx workbook as it is, or choose File › Save As › "CSV UTF-8 (Comma delimited)".';

/** Most bytes a file may have: a thousand employees fit in a small fraction of it. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Most columns a sheet is read with; HR exports have a few dozen at most. */
export const IMPORT_COLUMNS_MAX = 200;

/**
 * Spec 2 §8's texts where they still apply, "Title: description" as the API answers them; the
 * file type one names Excel, which issue 30 §1 adds (decision 122).
 */
export const IMPORT_MSG = {
  invalidFileType: `Invalid File Type: Please upload a CSV file or an Excel workbook (.xlsx). ${FROM_EXCEL}`,
  invalidCsv: 'Invalid CSV: CSV file must have a header row and at least one data row.',
  /** Spec 2's "CSV must contain columns: fullName, email", now said in the mapping step. */
  missingColumns:
    'Missing Required Columns: Please choose the work email column and a full name column, or first and last name columns.',
  unreadableText: `Unreadable Text: Some characters in this file could not be read, so names would be stored wrongly. ${FROM_EXCEL}`,
  tooLarge: `File Too Large: A file can be at most 5 MB. Please split it into smaller files.`,
  tooManyRows: `Too Many Rows: A file can hold at most ${BULK_ACCOUNTS_MAX} employees. Please split it into smaller files.`,
  unreadableWorkbook: `Unreadable Workbook: This Excel file could not be opened. Please save it again in Excel as a .xlsx workbook, or as "CSV UTF-8 (Comma delimited)".`,
  noSuchSheet: 'No Such Sheet: The workbook has no sheet of that name.',
} as const;
