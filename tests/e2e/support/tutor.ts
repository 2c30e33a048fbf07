import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.js';

/** A name no other test (or earlier run) uses, so parallel tests never see each other's rows. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An API client of its own, signed in as the demo admin; the page's cookies stay untouched. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(res.status(), 'admin sign-in').toBe(200);
  return api;
}

/** A student sign-in with no profile yet, made the way an admin would (bulk upload). */
export async function createStudentAccount(baseURL: string, fullName: string) {
  const api = await adminApi(baseURL);
  try {
    const companies = await api.get('/api/admin/companies');
    const companyId = ((await companies.json()) as { items: { id: number }[] }).items[0]!.id;
    const email = `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
    const res = await api.post('/api/admin/bulk-upload-employees', {
      data: { employees: [{ fullName, email }], companyId, role: 'student', sendEmails: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { credentials: { username: string }[] }).credentials[0]!;
  } finally {
    await api.dispose();
  }
}

/** A tutor with nothing yet, signed in on this page, for figures no other test can move. */
export async function signInAsNewTutor(page: Page, baseURL: string, fullName: string) {
  const api = await adminApi(baseURL);
  const username = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'a-fresh-tutor-password';
  try {
    const res = await api.post('/api/admin/tutors', {
      data: {
        username,
        password,
        sendInvite: false,
        email: `${username}@example.com`,
        fullName,
        subjects: ['Physics'],
        qualifications: 'PGCE Physics',
        bio: 'Teaches physics to GCSE.',
        yearsExperience: '3-5',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  const login = await page.request.post('/api/login', {
    data: { username, password, role: 'tutor' },
  });
  expect(login.status(), await login.text()).toBe(200);
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
