import Papa from 'papaparse';

export type CsvValue = string | number | null | undefined;

/**
 * A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection);
 * OWASP adds tab and carriage return. Papa Parse's own pattern (`^[=+\-@\t\r].*$`) misses text
 * with a line break after the first character, so the check is on the first character alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV writer of the product: formula-looking text gets a leading single quote (numbers are
 * left as numbers), cells are quoted as needed, and lines end the Windows way, which every
 * spreadsheet program opens correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const data = [header, ...rows].map((row) => [...row]);
  return Papa.unparse(data, { escapeFormulae: FORMULA_START, newline: '\r\n' }) + '\r\n';
}
