import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { accountErasures } from '../../src/server/db/schema-audit.js';
import { users } from '../../src/server/db/schema.js';
import { recordAudit } from '../../src/server/records/audit.js';
import { expect, expectToast, signIn, test, TEST_PASSWORD } from './support/fixtures.js';
import { newUser } from './support/world.js';

/* Issue 17: a family's copy of its data and its erasure, and the admins' audit trail. */

test('a parent downloads their data, deletes their account, and cancels by signing in', async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('parent');
  await page.goto('/account#your-data');
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const link = page.getByRole('link', { name: 'Download ZIP' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^classperk-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(strFromU8(files['accounts.json']!)).toContain(user.username);
  expect(Object.keys(files)).toContain('summary.html');

  const { violations } = await new AxeBuilder({ page })
    .include('#what-we-keep')
    .include('#your-data')
    .include('#delete-account')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // On a phone, "What we keep" is a list of cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'What we keep about you' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What we keep about you' })).toBeHidden();
  expect(
    await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    ),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete in 14 days' }).click();
  await expectToast(page, 'Account deletion requested');
  await expect(page).toHaveURL('/');
  await expect
    .poll(async () => db.$count(accountErasures, eq(accountErasures.userId, user.id)))
    .toBe(1);

  await signIn(page, user.username, TEST_PASSWORD, 'Parent');
  await expect(page).toHaveURL('/parent-dashboard');
  expect(await db.$count(accountErasures, eq(accountErasures.userId, user.id))).toBe(0);
  await page.goto('/account#delete-account');
  await expect(
    page.getByRole('region', { name: 'Delete your account' }).getByRole('status'),
  ).toContainText('so your account deletion was cancelled');
});

test('an admin finds whose records an account touched', async ({ page, db, signedInAs }) => {
  const reader = await newUser(db, { role: 'tutor' });
  const bystander = await newUser(db, { role: 'tutor' });
  for (const recordId of [101, 102]) {
    await recordAudit(db, null, {
      action: 'read',
      recordType: 'student',
      recordId,
      actor: { id: reader.id, role: 'tutor' },
    });
  }
  await recordAudit(db, null, {
    action: 'read',
    recordType: 'student',
    recordId: 999,
    actor: { id: bystander.id, role: 'tutor' },
  });
  await signedInAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit trail' }).first().click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();

  await page.getByLabel('Account id (by or whose)').fill(String(reader.id));
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('student #101');
  await expect(table).toContainText('student #102');
  await expect(table).not.toContainText('student #999');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/audit-events.csv?person=${reader.id}`,
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an admin exports an account’s data, then erases it at once, each with a reason', async ({
  page,
  db,
  signedInAs,
}) => {
  const parent = await newUser(db, { role: 'parent', fullName: `Erin Erasable ${Date.now()}` });
  await signedInAs('admin');
  await page.goto('/admin/accounts');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(parent.fullName);
  const row = page.getByRole('row').filter({ hasText: parent.fullName });
  const actions = row.getByRole('button', { name: `Actions for ${parent.fullName}` });

  await actions.click();
  await page.getByRole('menuitem', { name: 'Export data' }).click();
  const exporting = page.getByRole('dialog', { name: `Export ${parent.fullName}’s data` });
  await expect(exporting).toContainText('No exports of this account yet.');
  await exporting.getByLabel('Reason').selectOption({ label: 'The family asked' });
  await exporting.getByRole('button', { name: 'Prepare export' }).click();
  const exports = exporting.getByRole('list', { name: 'Exports of this account' });
  const link = exports.getByRole('link', { name: 'Download ZIP' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(strFromU8(files['accounts.json']!)).toContain(parent.username);
  await exporting.getByRole('button', { name: 'Close', exact: true }).click();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Erase account now' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Erase ${parent.fullName} now?` });
  await expect(dialog.getByRole('button', { name: 'Erase now' })).toBeDisabled();
  await dialog.getByLabel('Reason').selectOption({ label: 'The family asked' });
  await dialog.getByRole('button', { name: 'Erase now' }).click();
  // One transaction through every table: allow it longer than a toast's usual wait on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectToast(page, 'Erased', `Account #${parent.id} was erased.`);
  await expect
    .poll(async () => (await db.select().from(users).where(eq(users.id, parent.id)))[0]?.fullName)
    .toBe('Erased account');
});
