import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { emailOutbox } from '../../src/server/db/schema.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { uniqueId } from './support/world.js';

/*
 * Issue 12 §6: an admin sees the background work and retries what failed. The app under test has
 * no SMTP_URL, so a retried email goes to the development outbox, which counts as delivered.
 */

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

test('an admin finds an undelivered email from the navigation and retries it', async ({
  page,
  db,
  signedInAs,
}) => {
  const to = `stuck.${uniqueId()}@example.com`;
  await db.insert(emailOutbox).values({
    toAddress: to,
    subject: 'Your password reset link',
    textBody: 'Follow the link to choose a new password.',
    transport: 'smtp',
    status: 'failed',
    attempts: 11,
    error: 'connect ECONNREFUSED 127.0.0.1:2525',
  });
  await signedInAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Background jobs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Queues' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Email delivery/ })).toBeVisible();

  const emails = page.getByRole('region', { name: 'Undelivered emails' });
  const item = emails.getByRole('listitem').filter({ hasText: to });
  await expect(item).toContainText('Your password reset link');
  await expect(item).toContainText('11 attempts');
  await expect(item).toContainText('connect ECONNREFUSED 127.0.0.1:2525');
  await expectNoViolations(page);

  await item.getByRole('button', { name: `Retry email to ${to}` }).click();
  await expectToast(page, 'Retry queued', 'The email is queued for delivery again.');
  // Delivered to the outbox, it leaves the list once the page has counted again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(item).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('the page reads well and passes axe on a phone', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs('admin');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Email delivery/ })).toBeVisible();
  await expectNoViolations(page);
});
