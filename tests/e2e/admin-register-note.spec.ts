import { createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { checkScreen, SCREEN_SIZES } from './support/screen-check.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/* Issue 26 §5: an admin may correct a register at any time, so theirs names no closing day. */

for (const viewport of SCREEN_SIZES) {
  test(`an admin's register of a past session says it can be corrected at any time, at ${viewport.width}px`, async ({
    page,
    db,
    signedInAs,
  }) => {
    await page.setViewportSize(viewport);
    const grade = `Year 6 ${uniqueId()}`;
    const tutor = await newTutor(db);
    await newFamily(db, { grade, childName: 'Ada Lovelace' });
    const session = await createScheduledSession(db, {
      title: `Long division ${uniqueId()}`,
      academicYear: grade,
      tutorId: tutor.id,
      scheduledFor: new Date(Date.now() - 10 * 86_400_000),
      duration: 60,
    });
    await signedInAs('admin');
    await page.goto(`/schedule/sessions/${session.id}`);
    const register = page.getByRole('region', { name: 'Register' });
    await expect(register).toContainText('As an admin you can correct it at any time.');
    await expect(register).not.toContainText('you can change it until');
    await expect(register.getByRole('button', { name: 'Save register' })).toBeEnabled();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await checkScreen(page, 'admin-register-past-session');
  });
}
