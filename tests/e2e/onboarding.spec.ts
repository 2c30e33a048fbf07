import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { emailOutbox } from '../../src/server/db/schema.js';
import { createCompany as makeCompany } from '../../src/server/factories/index.js';
import { IMPORT_MSG } from '../../src/shared/onboarding/import-messages.js';
import { REGISTRATION_MSG } from '../../src/shared/onboarding/registration-messages.js';
import { CONSENT_KEY, expect, expectToast, test } from './support/fixtures.js';
import { unique } from './support/tutor.js';
import { uniqueId } from './support/world.js';

/** The newest email to an address, if any. */
async function newestEmailTo(db: Db, address: string) {
  const [mail] = await db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

/** The finish link of the newest registration email to an address, once it is there. */
async function finishLinkTo(db: Db, address: string) {
  const mail = await newestEmailTo(db, address);
  return mail?.text.match(/http\S+\/finish-registration\?token=[\w.-]+/)?.[0] ?? null;
}

/*
 * Employee onboarding (spec 2 §2.2): CSV upload, registration codes and generated accounts, as an
 * admin of each test's own. Every test makes its own company with a unique name, so tests never
 * share rows.
 */

async function createCompany(db: Db, name: string): Promise<number> {
  const company = await makeCompany(db, {
    name,
    contactName: 'Hannah Reid',
    contactEmail: 'hr@onboarding.example',
  });
  return company.id;
}

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

const readDownload = async (download: Download) =>
  (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');

test.describe('CSV Upload tab', () => {
  test('uploads a CSV, reports the failed row and downloads the credentials', async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    const company = unique('Upload Co');
    await createCompany(db, company);
    const tag = uniqueId();

    await page.goto('/admin?tab=employees');
    await expect(page.getByRole('heading', { level: 2, name: 'CSV Upload' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a company' }).fill(company);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await page.getByText(company, { exact: true }).click();
    // Until the choice shows, other tests' new companies may also read "0 employee accounts".
    await expect(page.getByRole('button', { name: 'Change company' })).toBeVisible();
    await expect(page.getByText('0 employee accounts')).toBeVisible();

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    const templateFile = await template;
    expect(templateFile.suggestedFilename()).toBe('employee-template.csv');
    const [note, header] = (await readDownload(templateFile)).split('\r\n');
    expect(note).toContain('CSV UTF-8');
    expect(header).toBe('fullName,email');

    // A spreadsheet export: byte-order mark, Windows line ends, quotes and commas inside them.
    const rows = [
      'Full Name,Email Address,Department,Job Title',
      `"Smith, Jane",jane.${tag}@upload.example,"Sales, North",Manager`,
      `=HYPERLINK("x"),formula.${tag}@upload.example,IT,Engineer`,
      ...Array.from({ length: 9 }, (_, i) => `Person ${i},person${i}.${tag}@upload.example,Ops,`),
      `Jane Again,JANE.${tag}@upload.example,Sales,Manager`,
    ];
    await page
      .getByLabel('Employee file (.xlsx or .csv)')
      .setInputFiles(csvFile('staff.csv', `\uFEFF${rows.join('\r\n')}\r\n`));

    await expect(page.getByText('Showing the first 10 of 12 employees.')).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview of the file' });
    await expect(preview.getByRole('row')).toHaveCount(11);
    await expect(preview.getByRole('cell', { name: 'Smith, Jane' })).toBeVisible();

    await page.getByRole('button', { name: 'Upload Employees' }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Upload Completed with Errors: 11 accounts created, 1 failed',
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expectToast(page, 'Upload Completed with Errors', '11 accounts created, 1 failed');
    const failed = page.getByRole('region', { name: 'Rows that failed' });
    await expect(failed.getByRole('row', { name: /13.*first on row 2/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Credentials' }).click();
    const credentials = (await readDownload(await download)).trimEnd().split('\r\n');
    expect(credentials[0]).toBe('fullName,username,password,email');
    expect(credentials).toHaveLength(12);
    expect(credentials[1]).toMatch(
      new RegExp(`^"Smith, Jane",smith\\.jane\\d*,\\w{14},jane\\.${tag}@upload\\.example$`),
    );
    // A name that looks like a formula is defused, so a spreadsheet shows it as text.
    expect(credentials[2]).toMatch(/^"'=HYPERLINK\(""x""\)",/);

    await expect(page.getByText('11 employee accounts')).toBeVisible();
  });

  test('explains each problem with a wrong file', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const company = unique('Wrong File Co');
    const id = await createCompany(db, company);
    await page.goto(`/admin?tab=employees&company=${id}`);
    await expect(page.getByText(company)).toBeVisible();
    const alert = page.getByRole('main').getByRole('alert');

    await page.getByRole('button', { name: 'Upload Employees' }).click();
    await expect(alert).toHaveText('No Data: Please upload and preview a CSV file first.');
    await expectToast(page, 'No Data', 'Please upload and preview a CSV file first.');

    const file = page.getByLabel('Employee file (.xlsx or .csv)');
    await file.setInputFiles({
      name: 'staff.pdf',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(alert).toHaveText(IMPORT_MSG.invalidFileType);
    await file.setInputFiles({
      name: 'staff.xlsx',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(alert).toHaveText(IMPORT_MSG.unreadableWorkbook);
    await file.setInputFiles(csvFile('header-only.csv', 'fullName,email\r\n'));
    await expect(alert).toHaveText(/^Invalid CSV/);
    // A name is not proof: PNG bytes named .csv are refused as not a CSV.
    await file.setInputFiles({
      name: 'staff.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    });
    await expect(alert).toHaveText(IMPORT_MSG.invalidFileType);

    await file.setInputFiles(csvFile('header-only.csv', 'fullName,email\r\n'));
    await expect(alert).toHaveText(
      'Invalid CSV: CSV file must have a header row and at least one data row.',
    );

    // No column holds an email: the admin is asked, and cannot go on without one.
    await file.setInputFiles(csvFile('no-email.csv', 'fullName,phone\nAda Lovelace,0123\n'));
    const mapping = page.getByRole('region', { name: 'Choose the columns' });
    await mapping.getByRole('button', { name: 'Use these columns' }).click();
    await expect(alert).toHaveText(IMPORT_MSG.missingColumns);
  });
});

test.describe('Registration tab', () => {
  test('creates a code whose link registers a new parent in a fresh browser', async ({
    page,
    browser,
    db,
    signedInAs,
  }, testInfo) => {
    await signedInAs('admin');
    await page.goto('/admin?tab=registration');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Employee Registration Options' }),
    ).toBeVisible();

    const company = unique('Code Co');
    await page.getByRole('button', { name: 'Add New Company' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Company' });
    await dialog.getByLabel('Company name').fill(company);
    await dialog.getByLabel('HR Director name').fill('Hannah Reid');
    await dialog.getByLabel('HR Director email').fill('hannah@code.example');
    await dialog.getByLabel('Number of employees (optional)').fill('0');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await expect(dialog.getByText('Employee count must be at least 1')).toBeVisible();
    await dialog.getByLabel('Number of employees (optional)').fill('120');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('0 employee accounts of 120 staff')).toBeVisible();

    await page.getByRole('tab', { name: 'Self-Service Code' }).click();
    await expect(page.getByLabel('Maximum uses')).toHaveValue('200');
    await expect(page.getByLabel('Expires after (days)')).toHaveValue('2');
    await page.getByLabel('Maximum uses').fill('1001');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await expect(page.getByText('Max uses cannot be more than 1000')).toBeVisible();
    await page.getByLabel('Maximum uses').fill('5');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await expectToast(
      page,
      'Registration Code Created',
      'Employees can now use this code to self-register.',
    );
    const link = await page.getByLabel('Registration link').inputValue();
    expect(link).toMatch(/\/register\/[A-Z2-9]{8}$/);
    await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await png).suggestedFilename()).toMatch(/^registration-[A-Z2-9]{8}\.png$/);
    const codes = page.getByRole('region', { name: 'Registration codes' });
    await expect(codes.getByRole('row', { name: /0 of 5.*Active/ })).toBeVisible();

    // Someone else, on another device: a fresh browser with no session.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await visitor.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false, preferences: false }, timestamp: new Date().toISOString(), version: '1.0' }));`,
    });
    const guest = await visitor.newPage();
    await guest.goto(new URL(link).pathname.replace(/[A-Z2-9]{8}$/, 'NOSUCHCD'));
    await expect(guest.getByText(REGISTRATION_MSG.codeUnusable)).toBeVisible();
    await expect(guest.getByLabel('Full name')).toHaveCount(0);

    await guest.goto(new URL(link).pathname);
    await expect(guest.getByText(`${company} offers ClassPerk`)).toBeVisible();
    const username = `reg${uniqueId()}`;
    await guest.getByLabel('Full name').fill('Rita Registered');
    await guest.getByLabel('Username').fill(username);
    await guest.getByLabel('Email').fill(`${username}@code.example`);
    await guest.getByLabel('Password', { exact: true }).fill('meadow-lantern-river');
    await guest.getByLabel('Confirm password').fill('something-else');
    await guest.getByRole('button', { name: 'Create Account' }).click();
    await expect(guest.getByText('Passwords do not match')).toBeVisible();
    await guest.getByLabel('Confirm password').fill('meadow-lantern-river');
    await guest.getByRole('button', { name: 'Create Account' }).click();

    // Decision 078: the form says the same whoever has an account; the emailed link finishes.
    await expect(
      guest.getByRole('heading', { name: REGISTRATION_MSG.checkEmailTitle }),
    ).toBeVisible();
    await expect(guest.getByText(REGISTRATION_MSG.checkEmail)).toBeVisible();
    const address = `${username}@code.example`;
    await expect.poll(() => finishLinkTo(db, address)).not.toBeNull();
    const finishLink = new URL((await finishLinkTo(db, address))!);
    await guest.goto(finishLink.pathname + finishLink.search);
    await expect(guest.getByRole('heading', { name: REGISTRATION_MSG.finishTitle })).toBeVisible();
    await guest.getByRole('button', { name: REGISTRATION_MSG.finishButton }).click();

    await expect(guest).toHaveURL(/\/parent-dashboard$/);
    await expectToast(guest, 'Registration successful', 'Welcome to ClassPerk, Rita Registered!');
    const me = await guest.request.get('/api/user');
    expect(await me.json()).toMatchObject({
      username,
      role: 'parent',
      fullName: 'Rita Registered',
    });
    // The same address again: the same screen, and only the address's owner hears of it.
    await guest.goto(new URL(link).pathname);
    await guest.getByLabel('Full name').fill('Rita Again');
    await guest.getByLabel('Username').fill(`${username}x`);
    await guest.getByLabel('Email').fill(address);
    await guest.getByLabel('Password', { exact: true }).fill('meadow-lantern-river');
    await guest.getByLabel('Confirm password').fill('meadow-lantern-river');
    await guest.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      guest.getByRole('heading', { name: REGISTRATION_MSG.checkEmailTitle }),
    ).toBeVisible();
    await expect
      .poll(async () => (await newestEmailTo(db, address))?.subject)
      .toBe('You already have a ClassPerk account');
    await visitor.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Self-Service Code' }).click();
    await expect(codes.getByRole('row', { name: /1 of 5.*Active/ })).toBeVisible();
    await expect(page.getByText('1 employee account of 120 staff')).toBeVisible();
    await codes.getByRole('button', { name: /^Revoke / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Code' }).click();
    await expect(codes.getByRole('row', { name: /1 of 5.*Revoked/ })).toBeVisible();
  });

  test('offers 50 student accounts on Bulk Generation', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const id = await createCompany(db, unique('Bulk Co'));
    await page.goto(`/admin?tab=registration&company=${id}`);
    await page.getByRole('tab', { name: 'Bulk Generation' }).click();
    await expect(page.getByLabel('Number of accounts')).toHaveValue('50');
    await expect(page.getByRole('combobox', { name: 'Account type' })).toHaveText('Student');
  });
});

test.describe('Companies tab', () => {
  test('generates accounts and hands out their credentials', async ({ page, db, signedInAs }) => {
    await signedInAs('admin');
    const company = unique('Generate Co');
    await createCompany(db, company);
    await page.goto('/admin?tab=companies');
    await page.getByRole('button', { name: 'Generate Accounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Accounts' });
    await expect(dialog.getByLabel('Number of accounts')).toHaveValue('10');

    await dialog.getByRole('button', { name: 'Generate Accounts' }).click();
    await expect(dialog.getByText('Please select a company first.')).toBeVisible();

    // Other tests' companies are newer; the search narrows the select to this one.
    await dialog.getByRole('searchbox', { name: 'Find a company' }).fill(company.slice(2));
    await dialog.getByRole('combobox', { name: 'Company' }).click();
    await expect(page.getByRole('option')).toHaveText([company]);
    await page.getByRole('option', { name: company }).click();
    await dialog.getByLabel('Number of accounts').fill('3');
    await dialog.getByRole('button', { name: 'Generate Accounts' }).click();
    await expect(dialog.getByRole('heading', { name: 'Accounts Generated' })).toBeVisible();
    await expect(dialog.getByText('3 accounts created for')).toBeVisible();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Credentials' }).click();
    const lines = (await readDownload(await download)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('fullName,username,password,email');
    await expect(dialog.frameLocator('iframe').getByText('{{username}}')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();

    const card = page.getByRole('listitem').filter({ hasText: company });
    await expect(card.getByText('3 employee accounts')).toBeVisible();
  });
});
