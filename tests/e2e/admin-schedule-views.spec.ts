import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { newTutor, uniqueId } from './support/world.js';

/* Issue 18 §2: the admin schedule as a table and a week at desktop widths, cards on a phone. */

/** Axe on the Schedule tab alone: the shell around it has its own checks. */
const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-labelledby="schedule-heading"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

/** The filters are the browser's own selects. */
const choose = (page: Page, label: string, option: string) =>
  page.getByRole('combobox', { name: label }).selectOption({ label: option });

test('an admin filters and sorts the table, opens a row action, then sees the week and the phone cards', async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  const id = uniqueId();
  // "A" sorts this tutor first in the filter's list of 50, whatever other tests have added.
  const tutor = await newTutor(db, { fullName: `A Filtered Tutor ${id}` });
  const other = await newTutor(db, { fullName: `A Other Tutor ${id}` });
  // Midday today is in this week whatever the day.
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  const make = (title: string, tutorId: number, scheduledFor: Date, status = 'pending') =>
    createScheduledSession(db, { title: `${title} ${id}`, tutorId, scheduledFor, status });
  await make('Today pending', tutor.id, today);
  await make('Later pending', tutor.id, addDays(today, 10));
  await make('Later confirmed', tutor.id, addDays(today, 11), 'confirmed');
  await make('Other tutor pending', other.id, addDays(today, 12));

  await page.goto('/admin?tab=schedule&view=all');
  await choose(page, 'Tutor', tutor.fullName);
  await choose(page, 'Status', 'Pending');
  await expect(page).toHaveURL(new RegExp(`tutor=${tutor.id}.*status=pending`));

  const table = page.getByRole('table', { name: 'All Sessions' });
  const dateHeader = table.getByRole('columnheader', { name: 'Date and time' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Later pending ${id}`);
  await expect(rows.nth(1)).toContainText(`Today pending ${id}`);
  await expect(rows.first()).toContainText(tutor.fullName);
  await expect(rows.first()).toContainText('Mathematics');
  await expect(rows.first()).toContainText('Year 10');

  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText(`Today pending ${id}`);
  await expect(page).toHaveURL(/sort=date-asc/);
  await expectNoViolations(page);

  await page.getByRole('button', { name: `Actions for Later pending ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('Title')).toHaveValue(`Later pending ${id}`);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/layout=week/);
  const day = page.getByRole('listitem', { name: new RegExp(`^${format(today, 'EEEE d MMMM')}`) });
  await expect(day.getByRole('link', { name: `Today pending ${id}` })).toBeVisible();
  await expectNoViolations(page);

  // A phone keeps the cards, filtered the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Week' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: `Today pending ${id}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
