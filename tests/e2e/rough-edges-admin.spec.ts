import { createCompany, createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test, toastOf } from './support/fixtures.js';
import { unique } from './support/tutor.js';
import { newTutor, uniqueId } from './support/world.js';

/* Issue 18 §3, rough edges of the admin's CSV upload. */

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test('the CSV preview flags bad and repeated emails, a good file clears the error and a partial upload warns', async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  const company = await createCompany(db, { name: unique('Preview Industries') });
  const progressAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/import-jobs/')) progressAnswers.push(response.status());
  });
  await page.goto(`/admin?tab=employees&company=${company.id}`);
  const file = page.getByLabel('Employee file (.xlsx or .csv)');

  await file.setInputFiles({
    name: 'staff.xlsx',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(toastOf(page)).toContainText('Unreadable Workbook');

  const tag = uniqueId();
  await file.setInputFiles(
    csvFile(
      'staff.csv',
      [
        'fullName,email',
        `Ada Lovelace,ada.${tag}@preview.example`,
        'Bad Address,not-an-email',
        `Ada Again,ADA.${tag}@preview.example`,
      ].join('\n'),
    ),
  );
  // Sooner than the toast would go by itself.
  await expect(toastOf(page)).toHaveCount(0, { timeout: 1000 });
  const preview = page.getByRole('region', { name: 'Preview of the file' });
  await expect(preview.getByRole('row', { name: /Bad Address/ })).toContainText(
    'The email address is not valid.',
  );
  await expect(preview.getByRole('row', { name: /Ada Again/ })).toContainText(
    'This email appears more than once in the file (first on row 2).',
  );
  await expect(page.getByText('2 rows will not be created until they are fixed.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Employees' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'Upload Completed with Errors: 1 account created, 2 failed',
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(toastOf(page).getByRole('img', { name: 'Warning' })).toBeVisible();
  expect(progressAnswers).not.toContain(404);
});

test('Pending has one colour on a company and on a session', async ({ page, db, signedInAs }) => {
  await signedInAs('admin');
  const tag = uniqueId();
  await createCompany(db, { name: `Pending Industries ${tag}`, status: 'pending' });
  const tutor = await newTutor(db);
  await createScheduledSession(db, {
    tutorId: tutor.id,
    title: `Pending lesson ${tag}`,
    status: 'pending',
    scheduledFor: new Date(Date.now() + 5 * 60_000),
  });
  // The background of every "Pending" badge on the page.
  const pendingColours = () =>
    page.evaluate<string[]>(
      `[...document.querySelectorAll('span')].filter((span) => span.textContent === 'Pending').map((span) => getComputedStyle(span).backgroundColor)`,
    );

  await page.goto('/admin?tab=companies');
  await expect(page.getByRole('heading', { name: `Pending Industries ${tag}` })).toBeVisible();
  const colours = await pendingColours();
  // Narrowed to the new tutor: other tests add sessions soon enough to fill a first page.
  await page.goto(`/admin?tab=schedule&tutor=${tutor.id}`);
  await expect(page.getByRole('rowheader', { name: `Pending lesson ${tag}` })).toBeVisible();
  colours.push(...(await pendingColours()));
  expect(colours.length).toBeGreaterThanOrEqual(2);
  expect(new Set(colours).size).toBe(1);
});
