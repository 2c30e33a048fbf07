import { shootEach, tutorAndPupil } from './support/classroom-media.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

/*
 * Issue 29 §2, decision 118: the tutor mutes a pupil, whose page says so and keeps their
 * microphone off until the tutor lets them speak; then the pupil unmutes themselves.
 */

test('a muted pupil hears it, cannot unmute, and unmutes once the tutor allows', async ({
  browser,
  db,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const { pupil, tutorPage, pupilPage, close } = await tutorAndPupil(browser, db, signInAs);
  const mute = pupilPage.getByRole('button', { name: 'Mute', exact: true });
  const unmute = pupilPage.getByRole('button', { name: 'Unmute', exact: true });
  await expect(mute).toBeVisible({ timeout: 30_000 });

  await tutorPage.getByRole('button', { name: `Mute ${pupil.name}` }).click({ timeout: 30_000 });
  const notice = pupilPage.getByRole('status').filter({ hasText: 'The tutor muted you.' });
  await expect(notice).toBeVisible();
  await expect(unmute).toBeDisabled();
  await expect(unmute).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(pupilPage);
  const allow = tutorPage.getByRole('button', { name: `${pupil.name}: Allow to speak` });
  await expect(allow).toBeVisible();
  await shootEach({ pupil: pupilPage, tutor: tutorPage }, 'muted');

  await allow.click();
  await expect(
    pupilPage.getByRole('status').filter({ hasText: 'The tutor lets you speak again.' }),
  ).toBeVisible();
  // Allowed, not unmuted: the pupil turns their own microphone on.
  await expect(unmute).toBeEnabled();
  await unmute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect(tutorPage.getByRole('button', { name: `Mute ${pupil.name}` })).toBeVisible();
  await close();
});
