import { SESSION_SUBJECTS } from '../../src/shared/constants.js';
import { createPreference, setAvailability } from '../../src/server/factories/allocation.js';
import { createStudent } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newTutor, uniqueId } from './support/world.js';

/*
 * Issue 28 §4 and §8: an admin allocates a year group's unplaced children, reads the result and
 * opens a new class's roster.
 * Each repeat takes its own subject of Year 5, which no other spec gives preferred times, so two
 * runs never share children or refuse each other as already under way.
 */

const SHOTS = '/work/shots/alloc';
const MONDAY_4PM = { weekday: 1, startsAt: '16:00' };

test('an admin allocates Year 5 and reads the classes opened and the child left out', async ({
  page,
  db,
  signedInAs,
}, testInfo) => {
  const subject = SESSION_SUBJECTS[testInfo.repeatEachIndex % SESSION_SUBJECTS.length]!;
  const tag = uniqueId();
  // A year far ahead, so the classes' sessions never depend on today's date.
  const year = await createSchoolYear(db, { startYear: 2097, label: `Year ${tag}` });
  const tutor = await newTutor(db, { fullName: `Tutor ${tag}` }, { subjects: [subject] });
  await setAvailability(db, tutor.id, [{ weekday: 1, startsAt: '16:00', endsAt: '19:00' }], 6);
  for (let i = 0; i < 9; i++) {
    const child = await createStudent(db, {
      grade: 'Year 5',
      subjects: subject,
      name: `Pupil ${i} ${tag}`,
    });
    await createPreference(db, child.id, subject, [MONDAY_4PM]);
  }
  await createStudent(db, { grade: 'Year 5', subjects: subject, name: `Quiet ${tag}` });

  await signedInAs('admin');
  await page.goto('/admin/allocation');
  await expect(page.getByRole('heading', { level: 1, name: 'Allocation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Year group' }).click();
  await page.getByRole('option', { name: 'Year 5' }).click();
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: subject, exact: true }).click();
  await page.getByRole('combobox', { name: 'Academic year' }).click();
  await page.getByRole('option', { name: year.label }).click();
  await page.getByRole('button', { name: 'Allocate' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Allocation of Year 5 ${subject}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible({
    timeout: 30_000,
  });
  const figures = page.getByRole('region', { name: 'Result' });
  await expect(figures.getByRole('definition').first()).toBeVisible();
  await expect(figures).toContainText('First preference100%');

  const opened = page.getByRole('region', { name: 'New classes' });
  const link = opened.getByRole('link', { name: `Year 5 ${subject}, Monday 16:00` }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/admin\/classes\/\d+$/);
  await expect(opened.getByText(`Tutor ${tag}`)).toBeVisible();

  const unplaced = page.getByRole('region', { name: 'Children not placed' });
  const quiet = unplaced.getByRole('listitem').filter({ hasText: `Quiet ${tag}` });
  await expect(quiet).toContainText('No preferred times given');
  await expectNoAxeViolations(page);

  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/run-${width}.png`, fullPage: true });
  }
  await page.getByRole('link', { name: 'All allocations' }).click();
  await expect(page.getByRole('link', { name: `Year 5 ${subject}` }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/allocation-${width}.png`, fullPage: true });
  }

  await page.goBack();
  await page.getByRole('region', { name: 'New classes' }).getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Year 5 ${subject}, Monday 16:00` }),
  ).toBeVisible();
  await expect(page.getByText(`Pupil 0 ${tag}`)).toBeVisible();
});

test('an admin sets a tutor’s weekly times and most classes', async ({ page, db, signedInAs }) => {
  const tag = uniqueId();
  await newTutor(db, { fullName: `Tutor ${tag}` });
  await signedInAs('admin');
  await page.goto('/admin?tab=tutors');
  await page.getByRole('button', { name: `Availability of Tutor ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability' });
  await expect(dialog.getByText('No times yet')).toBeVisible();
  await dialog.getByLabel('Most classes').fill('4');
  await dialog.getByRole('button', { name: 'Add a time' }).click();
  await dialog.getByLabel('Day', { exact: true }).selectOption('Tuesday');
  await dialog.getByLabel('From', { exact: true }).fill('17:00');
  await dialog.getByLabel('To', { exact: true }).fill('16:00');
  await dialog.getByRole('button', { name: 'Save Availability' }).click();
  await expect(dialog.getByText('The end must be after the start.')).toBeVisible();
  await dialog.getByLabel('To', { exact: true }).fill('20:00');
  await expectNoAxeViolations(page);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await dialog.screenshot({ path: `${SHOTS}/availability-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Save Availability' }).click();
  await expectToast(page, 'Availability saved', `The allocation uses Tutor ${tag}'s new times.`);

  await page.getByRole('button', { name: `Availability of Tutor ${tag}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Availability' }).getByLabel('Most classes'),
  ).toHaveValue('4');
  await expect(
    page.getByRole('dialog', { name: 'Availability' }).getByLabel('To', { exact: true }),
  ).toHaveValue('20:00');
});
