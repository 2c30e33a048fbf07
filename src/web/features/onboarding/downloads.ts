import { toCsv } from '../../../shared/csv.js';
import type { Credential } from '../../../shared/onboarding/schemas.js';
import { FROM_EXCEL } from '../../../shared/onboarding/import-messages.js';

export const CREDENTIAL_COLUMNS = ['fullName', 'username', 'password', 'email'] as const;
export const TEMPLATE_COLUMNS = ['fullName', 'email'] as const;
/** The template's first line, above its header: how to fill it and how to get it out of Excel. */
export const TEMPLATE_NOTE = `One employee per row below the header. ${FROM_EXCEL}`;

/** Credentials as a CSV that is safe to open in a spreadsheet (no cell runs as a formula). */
export const credentialsCsv = (credentials: readonly Credential[]) =>
  toCsv(
    CREDENTIAL_COLUMNS,
    credentials.map((c) => CREDENTIAL_COLUMNS.map((column) => c[column])),
  );

/** The header is found below the note, as below any report's title block (issue 30 §1). */
export const templateCsv = () => toCsv([TEMPLATE_NOTE], [TEMPLATE_COLUMNS]);

/** "Northwind Logistics" → "northwind-logistics", for file names. */
export const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'company';

const today = () => new Date().toISOString().slice(0, 10);

export const credentialsFileName = (companyName: string) =>
  `credentials-${fileSlug(companyName)}-${today()}.csv`;

/** Saves a link's target under a file name, as the browser's own download would. */
export function saveUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export function saveText(text: string, fileName: string, type: string) {
  // A byte-order mark tells spreadsheet programs the CSV is UTF-8, so names like Zoë survive.
  const blob = new Blob([type === 'text/csv' ? '\uFEFF' : '', text], {
    type: `${type};charset=utf-8`,
  });
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  // The click has started the download; the URL is no longer needed once it is queued.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
