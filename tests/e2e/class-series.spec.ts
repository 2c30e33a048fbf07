import type { Locator, Page } from '@playwright/test';
import { createClassWithSessions } from '../../src/server/classes/series.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newTutor, uniqueId } from './support/world.js';

/*
 * Issue 28 §2: an admin creates a class, whose sessions are scheduled for its terms, and changes
 * one of them. Next year's calendar, so every session is still to come whatever today is; its
 * spring term's first weeks are in GMT, where the browser's UTC clock reads UK time.
 */

const SHOTS = '/work/shots/series';

async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

const nextYear = () => new Date().getFullYear() + 1;

test('an admin creates a class and sees its sessions', async ({ page, db, signedInAs }) => {
  await signedInAs('admin');
  const id = uniqueId();
  const tutor = await newTutor(db, { fullName: `A Class Tutor ${id}` });
  const year = await createSchoolYear(db, { startYear: nextYear(), label: `New class ${id}` });

  await page.goto('/admin/classes');
  await page.getByRole('button', { name: 'New class' }).click();
  const form = page.getByRole('dialog', { name: 'New class' });
  await choose(form, 'Academic year', year.label);
  await choose(form, 'Year group', 'Year 9');
  await choose(form, 'Subject', 'Science');
  await form.getByRole('searchbox', { name: 'Find a tutor' }).fill(tutor.fullName);
  await choose(form, 'Tutor', tutor.fullName);
  await form.getByRole('checkbox', { name: 'Autumn' }).uncheck();
  await form.getByRole('checkbox', { name: 'Summer' }).uncheck();
  await form.getByRole('button', { name: 'Add a weekly time' }).click();
  await form.getByRole('combobox', { name: 'Day 2' }).selectOption({ label: 'Thursday' });
  await form.getByLabel('Starts at').nth(1).fill('17:30');
  await form.getByRole('button', { name: 'Remove weekly time 2' }).click();
  await expect(form.getByRole('combobox', { name: 'Day 2' })).toHaveCount(0);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/new-class-${width}.png` });
  }
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create class' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Year 9 Science, Monday 16:00' }),
  ).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(sessions.getByRole('listitem').first()).toContainText('4:00 PM', {
    timeout: 20_000,
  });
  await expect(sessions.getByRole('listitem').first()).toContainText(tutor.fullName);
});

test('an admin moves one session and changes the series from a date', async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  const id = uniqueId();
  const tutor = await newTutor(db, { fullName: `A Series Tutor ${id}` });
  const year = await createSchoolYear(db, { startYear: nextYear(), label: `Series ${id}` });
  const made = await db.transaction((tx) =>
    createClassWithSessions(tx, {
      schoolYearId: year.id,
      yearGroup: 'Year 10',
      subject: 'Mathematics',
      tutorId: tutor.id,
      terms: [2],
      slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
      name: `Maths ${id}`,
    }),
  );

  await page.goto(`/admin/classes/${made.class.id}`);
  const sessions = page.getByRole('region', { name: 'Upcoming sessions' });
  const first = sessions.getByRole('listitem').first();
  // The class page's four reads load together; on a busy machine they take longer than one check.
  await expect(first).toContainText('4:00 PM', { timeout: 20_000 });
  await first.getByRole('button', { name: /^Change the session on/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change one session' });
  await dialog.getByLabel('Time (UK)').fill('17:30');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/change-session-${width}.png` });
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save this session' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(first).toContainText('5:30 PM');
  await expect(first).toContainText('Changed');
  await expect(sessions.getByRole('listitem').nth(1)).toContainText('4:00 PM');

  const secondBefore = await sessions.getByRole('listitem').nth(1).innerText();
  await page.getByRole('button', { name: 'Change from a date' }).click();
  const change = page.getByRole('dialog', { name: 'Change from a date' });
  await change.getByRole('combobox', { name: 'Day 1' }).selectOption({ label: 'Wednesday' });
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/change-series-${width}.png` });
  }
  await expectNoAxeViolations(page);
  await change.getByRole('button', { name: 'Change from this date' }).click();
  await expect(change).toHaveCount(0);
  // The Mondays still to come become Wednesdays; the session moved on its own stays first.
  await expect(sessions.getByRole('listitem').nth(1)).not.toHaveText(secondBefore);
  const moved = sessions.getByRole('listitem').filter({ hasText: '5:30 PM' });
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText('Changed');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/class-page-${width}.png`, fullPage: true });
  }
});
