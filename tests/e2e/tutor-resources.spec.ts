import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createResource } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { choose, PNG_BYTES, pdfBytes, unique } from './support/tutor.js';
import { uniqueId } from './support/world.js';

/*
 * Issue 6, resources as a tutor of each test's own: upload, download, edit, delete, filters,
 * refusals. Each test finds its resources by a name no other test uses.
 */

/** The page header's button; an empty library shows a second one in its empty state. */
const addResource = (page: Page) =>
  page.getByRole('button', { name: 'Add Resource' }).first().click();

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('tutor');
});

test('a tutor uploads a PDF, downloads it, edits and deletes the resource', async ({ page }) => {
  const title = unique('Forces revision sheet');
  const pdf = pdfBytes(title);
  await page.goto('/resources');
  await addResource(page);
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });

  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByText('Either File URL or External URL must be provided')).toBeVisible();

  await dialog
    .getByLabel('File to upload')
    .setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(`Uploaded ${title}.pdf`)).toBeVisible();
  await expect(dialog.getByLabel('File URL')).toHaveValue(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Size (KB)')).toHaveValue(
    String(Math.max(1, Math.round(pdf.length / 1024))),
  );
  await choose(page, 'Subject', 'Physics');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  await expect(dialog.getByRole('heading', { name: 'Resource created' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Resource created', title);

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('PDF');
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Resource' });
  await edit
    .getByLabel('External URL')
    .fill('https://www.bbc.co.uk/bitesize/guides/zg2fr82/revision/1');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Resource updated');
  await expect(card.getByRole('link', { name: /Open Link/ })).toHaveAttribute(
    'href',
    /bbc\.co\.uk/,
  );

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this resource?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Resource deleted');
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('an image upload is typed by its content; a disguised file is refused', async ({ page }) => {
  await page.goto('/resources');
  await addResource(page);
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  const upload = dialog.getByLabel('File to upload');

  await upload.setInputFiles({
    name: 'worksheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await expect(
    dialog.getByText(
      'This file type is not allowed. Upload a PDF, an Office document or an image.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('File URL')).toHaveValue('');

  await upload.setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(dialog.getByLabel('File URL')).toHaveValue(/\.png$/);
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Other');
});

test('search, type and subject filters narrow the list', async ({ page, db }) => {
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  const tag = uniqueId();
  for (const [title, type, subject] of [
    ['Times tables challenge', 'quiz', 'Mathematics'],
    ['Quadratics practice sheet', 'pdf', 'Mathematics'],
    ['Persuasive writing planner', 'doc', 'English'],
  ] as const) {
    await createResource(db, { title: `${title} ${tag}`, type, subject, tutorId: user.id });
  }
  await page.goto('/resources');
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(tag);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);

  await choose(page, 'Type', 'Quiz');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Times tables challenge ${tag}`);

  await choose(page, 'Type', 'All Types');
  await choose(page, 'Subject', 'English');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Persuasive writing planner ${tag}`);

  await page.getByRole('searchbox', { name: 'Search resources' }).fill('no resource has this name');
  await expect(page.getByText('No resources match your search criteria.')).toBeVisible();
});
