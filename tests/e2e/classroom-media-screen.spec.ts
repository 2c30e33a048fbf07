import { received, tutorAndPupil } from './support/classroom-media.js';
import { expect, test } from './support/fixtures.js';

/*
 * Issue 29 §2: the tutor shares a screen and the pupil receives it, as a feed of its own beside
 * the tutor's camera (the recording keeps it as the screen, decision 117). Chromium's fake media
 * flags answer getDisplayMedia with a generated screen.
 */

test('the tutor shares a screen and a pupil receives it beside the camera', async ({
  browser,
  db,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const { tutorPage, pupilPage, close } = await tutorAndPupil(browser, db, signInAs);
  await expect(pupilPage.getByRole('figure', { name: /^Tara Tutor(?! \(screen)/ })).toBeVisible({
    timeout: 30_000,
  });

  await tutorPage.getByRole('button', { name: 'Share screen' }).click();
  await expect(tutorPage.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  const screen = pupilPage.getByRole('figure', { name: 'Tara Tutor (screen)' });
  await expect(screen).toBeVisible({ timeout: 30_000 });
  // The tutor's camera and the screen both play.
  await expect
    .poll(async () => (await received(pupilPage)).videos, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);

  await tutorPage.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(screen).toHaveCount(0, { timeout: 20_000 });
  await close();
});
