import type { Page } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.js';
import { createCompany, createStudent } from '../../../src/server/factories/index.js';
import { newUser, uniqueId } from './world.js';

/** A name no other test (or earlier run) uses, so parallel tests never see each other's rows. */
export const unique = (prefix: string) => `${prefix} ${uniqueId()}`;

/** A student sign-in with no profile yet, as an admin's bulk upload makes them. */
export async function createStudentAccount(db: Db, fullName: string) {
  const company = await createCompany(db, { name: `Company ${uniqueId()}` });
  return newUser(db, { fullName, role: 'student', companyId: company.id });
}

/** Chooses an option of a labelled Radix select. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A real one-page PDF, made in the test so its bytes are known. */
export const pdfBytes = (text: string) => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A student profile the tutor teaches, named in both places the app shows a name. */
export const newTutorStudent = (db: Db, tutorId: number, name: string) =>
  createStudent(db, { name, notes: name, tutorId });
