import type { Locator, Page } from '@playwright/test';
import { createCompany, createScheduledSession } from '../../src/server/factories/index.js';
import { expect, expectToast, test, toastOf } from './support/fixtures.js';
import { checkScreen, SCREEN_SIZES } from './support/screen-check.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/* Issue 26 §5: a toast never covers what just changed. */

/** Whether any of the things overlaps the toast on screen. */
async function expectToastClearOf(page: Page, things: Locator) {
  const toast = await toastOf(page).boundingBox();
  expect(toast).not.toBeNull();
  const boxes = (
    await Promise.all((await things.all()).map((thing) => thing.boundingBox()))
  ).filter((box) => box !== null);
  expect(boxes.length).toBeGreaterThan(0);
  const overlapping = boxes.filter(
    (box) =>
      box.x < toast!.x + toast!.width &&
      toast!.x < box.x + box.width &&
      box.y < toast!.y + toast!.height &&
      toast!.y < box.y + box.height,
  );
  expect(overlapping).toEqual([]);
}

for (const viewport of SCREEN_SIZES) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the register saved toast leaves the register rows in view', async ({
      page,
      db,
      signInAs,
    }) => {
      const grade = `Year 8 ${uniqueId()}`;
      const tutor = await newTutor(db);
      for (const childName of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']) {
        await newFamily(db, { grade, childName });
      }
      const session = await createScheduledSession(db, {
        title: `Ratios ${uniqueId()}`,
        academicYear: grade,
        tutorId: tutor.id,
        scheduledFor: new Date(Date.now() - 10 * 60_000),
      });
      await signInAs(tutor);
      await page.goto(`/schedule/sessions/${session.id}`);
      const register = page.getByRole('region', { name: 'Register' });
      await register.getByRole('button', { name: 'Save register' }).click();
      await expectToast(page, 'Register saved', '3 pupils marked.');
      await expectToastClearOf(page, register.getByRole('group'));
      await checkScreen(page, 'register-saved-toast');
    });

    test('the accounts generated toast leaves the bulk generation panel in view', async ({
      page,
      db,
      signedInAs,
    }) => {
      const company = await createCompany(db, { name: `Globex Industries ${uniqueId()}` });
      await signedInAs('admin');
      await page.goto(`/admin?tab=registration&company=${company.id}`);
      await page.getByRole('tab', { name: 'Bulk Generation' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Bulk Generation' });
      await panel.getByLabel('Number of accounts').fill('1');
      await panel.getByRole('button', { name: 'Generate Accounts' }).click();
      await expectToast(page, 'Accounts Generated', '1 account created.');
      const done = panel.getByRole('status');
      await expect(done).toContainText(`1 account created for ${company.name}.`);
      await expectToastClearOf(page, done);
      await checkScreen(page, 'bulk-generation-toast');
    });

    test('a failed sign-in toast leaves the sign-in card in view', async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('Username').fill(`nobody-${uniqueId()}`);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expectToast(page, 'Login failed');
      // The card: its heading and introduction as well as the form.
      await expectToastClearOf(page, page.getByRole('main').locator('> *'));
      await checkScreen(page, 'sign-in-failed-toast');
    });
  });
}
