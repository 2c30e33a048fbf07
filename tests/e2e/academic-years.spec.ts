import type { Locator } from '@playwright/test';
import { addDays, parseISO } from 'date-fns';
import { dayKey } from '../../src/shared/dates/format.js';
import { defaultTerms } from '../../src/shared/school-years/calendar.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { schoolYears } from '../../src/server/db/schema.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, expectToast, test } from './support/fixtures.js';

/*
 * Issue 28 §1 and §8: an admin edits an academic year's half-term and sees the teaching weeks
 * follow. The roll-over moves every child of the shared database, so here it is only asked for
 * and cancelled; the API tests run it.
 */

/** A year of its own, far in the future, whose start no other test or repeat has taken. */
async function ownYear(db: Db) {
  for (;;) {
    const startYear = 2050 + Math.floor(Math.random() * 48);
    try {
      return await createSchoolYear(db, { startYear });
    } catch {
      // Taken by another test: try another year.
    }
  }
}

const weeksShown = async (status: Locator) =>
  Number(/(\d+) teaching weeks/.exec((await status.textContent()) ?? '')?.[1]);

test('an admin lengthens a half-term and the teaching weeks go down by one', async ({
  page,
  db,
  signedInAs,
}) => {
  const year = await ownYear(db);
  const startYear = Number(year.label.slice(0, 4));
  await signedInAs('admin');
  await page.goto(`/admin/academic-years?year=${year.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Academic years' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${year.label} terms` })).toBeVisible();
  const weeks = page.getByRole('status').filter({ hasText: 'teaching weeks' });
  await expect(weeks).toBeVisible();
  const before = await weeksShown(weeks);

  const autumnHalfTerm = defaultTerms(startYear)[0]!.halfTermStartsOn!;
  const weekEarlier = dayKey(addDays(parseISO(autumnHalfTerm), -7));
  await page.getByLabel('Autumn half-term from').fill(weekEarlier);
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expectToast(page, 'Academic year saved', year.label);
  await expect(weeks).toContainText(`${before - 1} teaching weeks`);
  await expect(page.getByLabel('Autumn half-term from')).toHaveValue(weekEarlier);

  // A half-term ending before it starts is refused before anything is sent.
  await page.getByLabel('Autumn half-term to').fill(dayKey(addDays(parseISO(weekEarlier), -1)));
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expect(
    page.getByText('The autumn half-term must end on or after the day it starts.'),
  ).toBeVisible();

  await page.getByRole('button', { name: `Roll over ${year.label}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Roll over ${year.label}?` });
  await expect(dialog).toContainText('has not ended yet');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/academic-years-roll-over-dialog.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("the roll-over's progress shows while it runs, then when it finished", async ({
  page,
  db,
  signedInAs,
}) => {
  const year = await ownYear(db);
  // The job itself moves every child of the shared database, so its state is set here.
  await db
    .update(schoolYears)
    .set({
      rollOverStatus: 'running',
      rollOverProgress: 40,
      rollOverStage: 'Moving children up a year group',
    })
    .where(eq(schoolYears.id, year.id));
  await signedInAs('admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/academic-years?year=${year.id}`);
  const progress = page.getByRole('progressbar', { name: 'Moving children up a year group' });
  await expect(progress).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByRole('button', { name: `Roll over ${year.label}` })).toBeDisabled();
  await progress.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/academic-years-progress-390.png` });

  await db
    .update(schoolYears)
    .set({
      rollOverStatus: 'done',
      rollOverProgress: 100,
      rollOverStage: null,
      rolledOverAt: new Date(),
    })
    .where(eq(schoolYears.id, year.id));
  await expect(page.getByText(/^Rolled over on /)).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${year.label}`) })).toContainText(
    'Rolled over',
  );
});

test('the academic-year editor reads well and passes axe at both widths', async ({
  page,
  db,
  signedInAs,
}) => {
  const year = await ownYear(db);
  await signedInAs('admin');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/academic-years?year=${year.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Bank holidays' })).toBeVisible();
    await expect(page.getByText('Christmas Day').first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/academic-years-${width}.png`,
        fullPage: true,
      });
  }
});
