import { emailFrom, nameFrom, type ColumnMapping } from '../../../shared/onboarding/columns.js';
import type { EmployeeFile, RememberedMapping } from '../../../shared/onboarding/file-schemas.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG } from '../../../shared/onboarding/import-messages.js';

/** One employee as the accounts will be made; `row` is its line in the spreadsheet. */
export interface EmployeeRow {
  row: number;
  fullName: string;
  email: string;
}

export interface FileProblem {
  title: string;
  description: string;
}

/** "Invalid File Type: Please upload…" as the server words it → its title and what to do. */
export function problemOf(message: string): FileProblem {
  const at = message.indexOf(': ');
  return at === -1
    ? { title: 'Upload Failed', description: message }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}

const ACCEPTED = ['.csv', '.xlsx', '.txt'];
export const ACCEPT_ATTRIBUTE =
  '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the browser can tell before sending: the server checks the content itself. */
export function fileProblem(file: File): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED.some((ending) => name.endsWith(ending))) {
    return problemOf(IMPORT_MSG.invalidFileType);
  }
  if (file.size > IMPORT_FILE_MAX_BYTES) return problemOf(IMPORT_MSG.tooLarge);
  return null;
}

/** The file's bytes as base64, for the JSON body of the read call. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

export const employeesOf = (file: EmployeeFile, mapping: ColumnMapping): EmployeeRow[] =>
  file.rows.map(({ row, cells }) => ({
    row,
    fullName: nameFrom(cells, mapping),
    email: emailFrom(cells, mapping),
  }));

/** A mapping can make accounts when it has an email and a name, whole or first and last. */
export const isComplete = (mapping: ColumnMapping) =>
  mapping.email !== null &&
  (mapping.fullName !== null ||
    ((mapping.firstName ?? mapping.preferredName) !== null && mapping.lastName !== null));

/** The mapping by header text, as the company's next file is matched against it. */
export function rememberedOf(file: EmployeeFile, mapping: ColumnMapping): RememberedMapping {
  const header = (index: number | null) =>
    index === null ? null : (file.columns[index]?.header ?? null);
  return {
    fullName: header(mapping.fullName),
    firstName: header(mapping.firstName),
    preferredName: header(mapping.preferredName),
    lastName: header(mapping.lastName),
    email: header(mapping.email),
  };
}
