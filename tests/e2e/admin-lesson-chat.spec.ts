import { chatLine, classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { expect, test } from './support/fixtures.js';
import { expectNoAxeViolations } from './support/axe.js';
import { newAdmin, newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 29 §2: the safeguarding team finds a lesson's classroom chat among Messages, says why it
 * opens it, and reads it.
 */

test("an admin reads a lesson's classroom chat after giving a reason", async ({
  db,
  page,
  signInAs,
}) => {
  const tutor = await newTutor(db, { fullName: 'Tara Tutor' });
  const cls = await makeClass(db, { tutorId: tutor.id, name: `Chat ${uniqueId()}` });
  const title = `Fractions ${uniqueId()}`;
  const session = await classSession(db, cls, { title, scheduledFor: new Date(Date.now() + 9e9) });
  const family = await newFamily(db, { grade: 'Year 10', childName: 'Pia' });
  await enrol(db, cls, family.profile.id);
  await chatLine(db, session.id, { id: family.student.id, name: 'Pia' }, 'Please call me later');

  await signInAs(await newAdmin(db));
  await page.goto('/admin/messages');
  await page.getByRole('tab', { name: 'Lesson chats' }).click();
  await page.getByRole('link', { name: new RegExp(`Read the chat of ${title}`) }).click();
  await expect(page.getByRole('heading', { name: 'Open a lesson’s chat' })).toBeVisible();
  await expect(page.getByText('Please call me later')).toHaveCount(0);
  await page
    .getByLabel('Why are you opening this lesson’s chat?')
    .fill('A parent raised a concern');
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByRole('heading', { name: `Chat of ${title}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chat' })).toContainText('Please call me later');
  await expectNoAxeViolations(page);
  if (process.env.SHOTS_DIR)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/lesson-chat-${width}.png` });
    }
});
