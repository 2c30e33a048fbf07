import { createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { checkScreen, SCREEN_SIZES } from './support/screen-check.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/* Issue 26 §5: the sign-in page has the skip link and a live-looking button; the lesson report
   form passes HTML_CodeSniffer. */

for (const viewport of SCREEN_SIZES) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the sign-in page starts with a skip link to its form', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Username')).toBeFocused();
      await checkScreen(page, 'sign-in');
    });

    test('the lesson report form names its fields', async ({ page, db, signInAs }) => {
      const grade = `Year 7 ${uniqueId()}`;
      const tutor = await newTutor(db);
      await newFamily(db, { grade, childName: 'Ada Lovelace' });
      const session = await createScheduledSession(db, {
        title: `Fractions ${uniqueId()}`,
        academicYear: grade,
        tutorId: tutor.id,
        scheduledFor: new Date(Date.now() - 90 * 60_000),
        duration: 60,
      });
      await signInAs(tutor);
      await page.goto(`/schedule/sessions/${session.id}`);
      const report = page.getByRole('region', { name: 'Lesson report' });
      await expect(report.getByRole('group', { name: 'The report' })).toBeVisible();
      await expect(report.getByLabel('What was covered')).toBeEditable();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await checkScreen(page, 'lesson-report-form');
    });
  });
}

test.describe('before the page’s script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the Log In button does not look disabled, and sends nothing', async ({ page }) => {
    await page.goto('/auth');
    // Every prerendered control says it is not ready yet (aria-disabled) without looking it.
    const button = page.getByRole('button', { name: 'Log In' });
    await expect(button).not.toHaveAttribute('disabled');
    await expect(button).toHaveCSS('opacity', '1');
    await expect(button).toHaveAttribute('type', 'button');
  });
});
