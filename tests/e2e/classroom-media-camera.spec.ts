import { shootEach, tutorAndPupil } from './support/classroom-media.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

/*
 * Decision 118: the tutor turns a pupil's camera off; the pupil's page says so and keeps it off,
 * a reload too, until the tutor allows it; then the pupil turns it on themselves.
 */

test('a camera the tutor turned off stays off after a reload, until the tutor allows it', async ({
  browser,
  db,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const { pupil, tutorPage, pupilPage, close } = await tutorAndPupil(browser, db, signInAs);
  const camera = pupilPage.getByRole('button', { name: /^Camera (on|off)$/ });
  await expect(camera).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

  await tutorPage
    .getByRole('button', { name: `Turn off ${pupil.name}’s camera` })
    .click({ timeout: 30_000 });
  const notice = pupilPage
    .getByRole('status')
    .filter({ hasText: 'The tutor turned your camera off.' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(camera).toBeDisabled();
  await expect(camera).toHaveAttribute('aria-pressed', 'false');

  // A reload does not bring it back.
  await pupilPage.reload();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(camera).toBeDisabled();
  await expect(camera).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(pupilPage);
  const allow = tutorPage.getByRole('button', { name: `Allow ${pupil.name}’s camera` });
  await expect(allow).toBeVisible();
  await shootEach({ pupil: pupilPage, tutor: tutorPage }, 'camera-off');

  await allow.click();
  await expect(
    pupilPage.getByRole('status').filter({ hasText: 'The tutor lets you use your camera again.' }),
  ).toBeVisible({ timeout: 10_000 });
  // Allowed, not turned on: the pupil turns their own camera on.
  await expect(camera).toBeEnabled();
  await expect(camera).toHaveAttribute('aria-pressed', 'false');
  await camera.click();
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
  await close();
});
