import type { Locator } from '@playwright/test';
import { makeClass } from '../../src/server/factories/classes.js';
import { inDays } from '../../src/server/factories/index.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newTutor, uniqueId as unique } from './support/world.js';

/* Schedule New Session's choice between a class and the whole year group (issue 28 §5). */

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('admin');
});

test('schedules a session for one class of the year group', async ({ page, db }) => {
  const id = unique();
  const tutor = await newTutor(db, { fullName: `Cara Class ${id}` });
  const cls = await makeClass(db, {
    tutorId: tutor.id,
    name: `Year 8 Maths ${id}`,
    yearGroup: 'Year 8',
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Schedule New Session' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule New Session' });
  const group = form.getByRole('group', { name: 'For' });
  await expect(group.getByRole('radio', { name: 'The whole year group' })).toBeChecked();

  await group.getByRole('radio', { name: 'A class' }).check();
  await choose(form, 'Academic year', 'Year 8');
  await form.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(form.getByText('Please choose a class')).toBeVisible();
  await choose(form, 'Class', `${cls.name} · Mathematics · ${tutor.fullName}`);
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveText('Mathematics');
  await form.getByLabel('Title').fill(`Class extra ${id}`);
  await form.getByLabel('Description').fill('An extra session for one class.');
  await form.getByRole('searchbox', { name: 'Find a tutor' }).fill(tutor.fullName);
  await choose(form, 'Tutor', tutor.fullName);
  await form.getByLabel('Date').fill(inDays(9).toISOString().slice(0, 10));
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `/work/shots/roster/schedule-class-${width}.png`,
      fullPage: true,
    });
  }
  await form.getByRole('button', { name: 'Schedule Session' }).click();
  await expectToast(page, 'Success!', 'Session has been scheduled successfully.');
});
