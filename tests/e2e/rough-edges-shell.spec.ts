import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { newTutorStudent } from './support/tutor.js';

/* Issue 18 §3, a tutor's shell and pages as a keyboard and screen-reader user meets them. */

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

test('long names show in full in the sidebar, the page behind the profile menu is out of reach, and the month view reads well', async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('tutor');
  const name =
    'Maximilian Alexander Fitzgerald-Montgomery-Worthington of Little Hampton-on-the-Wold';
  await newTutorStudent(db, user.id, name);
  // A session on a day the month view shows from the month before (or after), tinted.
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1, 16);
  const outside =
    first.getDay() === 1
      ? new Date(now.getFullYear(), now.getMonth() + 1, 1, 16)
      : new Date(now.getFullYear(), now.getMonth(), 0, 16);
  await createScheduledSession(db, { tutorId: user.id, scheduledFor: outside });
  await page.goto('/schedule');

  const section = page.getByRole('region', { name: 'Recent students' });
  const recent = section.getByText(name);
  await expect(recent).toBeVisible();
  // Wrapped within the sidebar, not running under the page beside it.
  const pageHeading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const nameBox = await recent.boundingBox();
  expect(nameBox!.x + nameBox!.width).toBeLessThan(pageHeading!.x);
  await expect(recent).toHaveText(name);

  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page.getByRole('button', { name: /: 1 session$/ })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page);
});

test('a lesson that does not exist says so in the page heading', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/recorded-lessons/2147483000');
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Not Found' })).toBeVisible();
});
