import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { securityEvents } from '../../src/server/db/schema.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newUser, uniqueId } from './support/world.js';

/* Issue 13 §2: an admin disables any account from the Accounts page and reads it in the security log. */

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

/** The page itself never scrolls sideways; wide tables scroll inside their frame. */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

test('an admin finds a parent, disables them, and the security log shows it', async ({
  page,
  browser,
  db,
  signedInAs,
  signInAs,
}) => {
  const name = `Dana Disabled ${uniqueId()}`;
  const parent = await newUser(db, { role: 'parent', fullName: name });
  const parentContext = await browser.newContext();
  await signInAs(parent, parentContext);
  const admin = await signedInAs('admin');

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(parent.username);
  await expect(row).toContainText('Parent');
  await expect(row).toContainText('Active');
  await expectNoViolations(page);

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Disable account' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Disable ${name}?` });
  await expect(dialog).toContainText('signed out everywhere');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expectToast(page, 'Done', `${name} is disabled and signed out.`);
  await expect(row).toContainText('Disabled');

  // The parent's open session has ended: their next call is refused.
  const answer = await parentContext.request.get('/api/user');
  expect(answer.status()).toBe(401);
  await parentContext.close();

  await page.getByRole('link', { name: 'Security log', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by account' }).fill(parent.username);
  const event = page.getByRole('row').filter({ hasText: 'Account disabled' });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText(admin.username);
  await expect(event).toContainText(parent.username);
  await expect(event).toContainText('Success');
  await expectNoViolations(page);
});

test('both pages fit a phone and pass axe there', async ({ page, db, signedInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await signedInAs('admin');
  await db.insert(securityEvents).values({
    type: 'access_refused',
    outcome: 'refused',
    actorId: admin.user.id,
    ip: '192.0.2.77',
    userAgent: 'Mozilla/5.0 (a long user agent that must not widen the page on a phone at all)',
    method: 'GET',
    path: '/api/admin/accounts',
  });
  for (const [path, heading, cards] of [
    ['/admin/accounts', 'Accounts', 'Accounts'],
    ['/admin/security', 'Security log', 'Security events'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A card a row on a phone (issue 26 §5).
    await expect(page.getByRole('list', { name: cards })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  }
});
