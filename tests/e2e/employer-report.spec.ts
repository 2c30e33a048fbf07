import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { createCompany, createScheduledSession } from '../../src/server/factories/index.js';
import {
  createEmployerContact,
  createFamily,
  markAttendance,
} from '../../src/server/factories/usage.js';
import { expect, test, TEST_PASSWORD } from './support/fixtures.js';
import { pdfLines } from './support/pdf-text.js';
import { newAdmin, newTutor, uniqueId } from './support/world.js';

/* Issue 15 §3: the employer contact's usage report, its downloads, and the admins' view of it. */

/** A company whose six Year 10 families and three Year 8 families attended a session an hour ago. */
async function companyInUse(db: Parameters<typeof createCompany>[0]) {
  const company = await createCompany(db, {
    name: `Acme ${uniqueId()} Industries`,
    employeeCount: 250,
  });
  const tutor = await newTutor(db);
  const session = (academicYear: string) =>
    createScheduledSession(db, {
      tutorId: tutor.id,
      academicYear,
      scheduledFor: new Date(Date.now() - 3_600_000),
    });
  const [year10, year8] = [await session('Year 10'), await session('Year 8')];
  for (let i = 0; i < 9; i++) {
    const { student } = await createFamily(db, company.id);
    await markAttendance(db, i < 6 ? year10.id : year8.id, student.id);
  }
  return company;
}

const readDownload = async (download: Download) => readFile(await download.path());

const factOf = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

test('the employer contact signs in, reads the report and downloads it as CSV and PDF', async ({
  page,
  db,
  signIn,
}) => {
  const company = await companyInUse(db);
  const contact = await createEmployerContact(db, company.id, { username: `e2e_${uniqueId()}` });

  await signIn(page, contact.username, TEST_PASSWORD, 'Employer');
  await expect(page).toHaveURL('/employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(company.name) })).toBeVisible();
  await expect(factOf(page, 'Places bought')).toHaveText('250');
  await expect(factOf(page, 'Families registered')).toHaveText('9');
  await expect(factOf(page, 'Active families (busiest month)')).toHaveText('9');
  await expect(factOf(page, 'Sessions attended')).toHaveText('9');

  // Year 8 has three families, so it is withheld, and Year 10 with it (the total would give it away).
  const byYear = page.getByRole('region', { name: 'Sessions attended by year group' });
  await byYear.getByText('Show as a table').click();
  await expect(byYear.getByRole('row', { name: 'Year 8 fewer than 5' })).toBeVisible();
  await expect(byYear.getByRole('row', { name: 'Year 10 fewer than 5' })).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readDownload(await csvDownload)).toString('utf8').split('\r\n');
  expect(csv[0]).toBe(
    'Month,Places bought,Families registered,Active families,Sessions attended,Attendance rate (%),Recordings watched',
  );
  expect(csv).toContain('Whole period,250,9,9,9,100,fewer than 5');
  expect(csv).toContain('Year 8,fewer than 5');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const lines = pdfLines(await readDownload(pdf));
  expect(lines).toContain(company.name);
  for (const line of [
    'Places bought: 250',
    'Families registered: 9',
    'Active families (busiest month): 9',
    'Sessions attended: 9',
    'Attendance rate: 100.0%',
    'Recordings watched: fewer than 5',
  ])
    expect(lines).toContain(line);
});

/** A company in use and its employer contact, signed in; returns the company. */
async function signedInContact(
  db: Parameters<typeof createCompany>[0],
  signInAs: (user: Awaited<ReturnType<typeof createEmployerContact>>) => Promise<unknown>,
) {
  const company = await companyInUse(db);
  await signInAs(await createEmployerContact(db, company.id, { username: `e2e_${uniqueId()}` }));
  return company;
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('an employer contact is kept to its own area, which passes axe wide and narrow', async ({
  page,
  db,
  signInAs,
}) => {
  const company = await signedInContact(db, signInAs);
  // The admin area sends it to sign-in, which sends a signed-in contact home.
  for (const elsewhere of ['/admin', '/dashboard', '/student', '/parent-dashboard', '/messages'])
    await page.goto(elsewhere).then(() => expect(page).toHaveURL('/employer'));

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/employer');
    await expect(page.getByRole('heading', { name: new RegExp(company.name) })).toBeVisible();
    await expectNoViolations(page);
  }
});

test('on a phone the contact’s menu scrolls the page they are on into view', async ({
  page,
  db,
  signInAs,
}) => {
  await signedInContact(db, signInAs);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/employer/email-domains');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Email domains' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Email domains' })).toBeInViewport({ ratio: 1 });
});

test('an admin invites a contact from the company card and opens its report and the summary', async ({
  page,
  db,
  signInAs,
}) => {
  const company = await companyInUse(db);
  await signInAs(await newAdmin(db));
  await page.goto('/admin?tab=companies');
  await page.getByRole('button', { name: `Report contacts of ${company.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `${company.name}: report contacts` });
  const email = `hr-${uniqueId()}@acme.example`;
  await dialog.getByLabel('Full name').fill('Jordan Hale');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`${email} · invited`)).toBeVisible();
  // A name ending in s takes a bare apostrophe.
  await dialog.getByRole('button', { name: 'Remove Jordan Hale' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove contact' });
  await expect(confirm).toContainText(`can no longer see ${company.name}' report.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: `Usage report of ${company.name}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(company.name) })).toBeVisible();
  await expect(factOf(page, 'Active families (busiest month)')).toHaveText('9');

  await page.getByRole('link', { name: 'All companies' }).click();
  await expect(page.getByRole('row', { name: new RegExp(company.name) })).toContainText('250');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await page.getByRole('link', { name: company.name }).click();
  await expect(factOf(page, 'Places bought')).toHaveText('250');
  await expectNoViolations(page);
});
