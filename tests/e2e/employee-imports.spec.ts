import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { createCompany } from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { acceptCookies, expect, test } from './support/fixtures.js';
import { unique } from './support/tutor.js';
import { uniqueId } from './support/world.js';

/*
 * Issue 30 §1 and §6: an admin uploads an Excel workbook whose columns need choosing, and the
 * company's employer contact sees the upload among its imports.
 */

const SHOTS = '/work/shots/imports';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** The page at a desktop's and a phone's width, each checked with axe and kept for looking at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin uploads an .xlsx, maps its columns, and its contact sees the import', async ({
  page,
  db,
  signedInAs,
  signInAs,
}) => {
  test.slow();
  await signedInAs('admin');
  const company = await createCompany(db, { name: unique('Workbook Co') });
  const tag = uniqueId();
  // A report with a title block, and headers no rule can be sure of.
  const workbook = await writeExcelFile([
    ['People list'],
    [],
    ['Colleague', 'Contact', 'Staff no'],
    ['Zoë Brontë', `zoe.${tag}@workbook.example`, 1001],
    ['Björn Fernández', `bjorn.${tag}@workbook.example`, 1002],
  ]).toBuffer();

  await page.goto('/admin?tab=employees');
  await page.getByRole('searchbox', { name: 'Find a company' }).fill(company.name);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await page.getByText(company.name, { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Change company' })).toBeVisible();

  await page.getByLabel('Employee file (.xlsx or .csv)').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  const mapping = page.getByRole('region', { name: 'Choose the columns' });
  await expect(mapping).toContainText('The header was found on row 3.');
  await shoot(page, 'mapping');

  await mapping.getByRole('combobox', { name: 'Full name' }).click();
  await page.getByRole('option', { name: 'Colleague — e.g. Zoë Brontë' }).click();
  await mapping.getByRole('combobox', { name: 'Work email' }).click();
  await page.getByRole('option', { name: /^Contact — e\.g\./ }).click();
  await mapping.getByRole('button', { name: 'Use these columns' }).click();

  const preview = page.getByRole('region', { name: 'Preview of the file' });
  await expect(preview.getByRole('cell', { name: 'Zoë Brontë' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Björn Fernández' })).toBeVisible();
  await expect(page.getByText('2 employees in the file.')).toBeVisible();
  await shoot(page, 'preview');

  await page.getByRole('button', { name: 'Upload Employees' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Successful' })).toBeVisible({
    timeout: 30_000,
  });
  const panel = page.getByRole('tabpanel', { name: 'CSV Upload' });
  await expect(panel.getByText('Created 2 employee accounts successfully')).toBeVisible();
  await expect(panel.getByText('2 employee accounts', { exact: true })).toBeVisible();

  // The same columns are offered, chosen, for the company's next file.
  await page.getByRole('button', { name: 'Upload Another File' }).click();
  await page.getByLabel('Employee file (.xlsx or .csv)').setInputFiles({
    name: 'people-2.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByText('Columns as chosen last time for this company.')).toBeVisible();

  const contact = await createEmployerContact(db, company.id, { username: `e2e_${uniqueId()}` });
  await page.context().clearCookies();
  await acceptCookies(page.context());
  await signInAs(contact);
  await page.goto('/employer');
  await page.getByRole('link', { name: 'Imports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'people.xlsx' })).toBeVisible();
  await expect(page.getByText('2 rows: 2 accounts created')).toBeVisible();
  await shoot(page, 'employer-imports');
});
