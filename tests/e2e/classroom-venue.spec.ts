import { eq } from 'drizzle-orm';
import type { Locator } from '@playwright/test';
import { scheduledSessions } from '../../src/server/db/schema.js';
import { classSession, makeClass } from '../../src/server/factories/classes.js';
import { inDays } from '../../src/server/factories/index.js';
import { expectNoAxeViolations, WIDTHS } from './support/axe.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newTutor, uniqueId } from './support/world.js';

/* Issue 29 §7 and §2: each session's venue on the admin's form, and a class's cameras setting. */

const SHOTS = '/work/shots/room';

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('Schedule New Session keeps its fields and chooses the classroom or a YouTube link', async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  const id = uniqueId();
  const tutor = await newTutor(db, { fullName: `Vera Venue ${id}` });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Schedule New Session' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule New Session' });
  const where = form.getByRole('group', { name: 'Where' });
  await expect(where.getByRole('radio', { name: 'ClassPerk classroom' })).toBeChecked();
  await expect(form.getByLabel('Streaming link (optional)')).toBeVisible();

  await where.getByRole('radio', { name: 'YouTube link' }).check();
  await form.getByLabel('Title').fill(`Streamed revision ${id}`);
  await form.getByLabel('Description').fill('A revision session streamed on YouTube.');
  await choose(form, 'Subject', 'Mathematics');
  await form.getByRole('searchbox', { name: 'Find a tutor' }).fill(tutor.fullName);
  await choose(form, 'Tutor', tutor.fullName);
  await form.getByLabel('Date').fill(inDays(9).toISOString().slice(0, 10));
  await expectNoAxeViolations(page);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/schedule-venue-${width}.png`, fullPage: true });
  }
  await form.getByRole('button', { name: 'Schedule Session' }).click();
  await expectToast(page, 'Success!', 'Session has been scheduled successfully.');
  const [row] = await db
    .select({ venue: scheduledSessions.venue })
    .from(scheduledSessions)
    .where(eq(scheduledSessions.title, `Streamed revision ${id}`));
  expect(row?.venue).toBe('youtube');
});

test("a class's tutor turns pupils' cameras on, and Join Lesson opens the classroom", async ({
  page,
  db,
  signInAs,
}) => {
  const tutor = await signInAs(await newTutor(db, { fullName: 'Cam Tutor' }));
  const cls = await makeClass(db, { tutorId: tutor.id, name: `Cameras ${uniqueId()}` });
  const lesson = await classSession(db, cls, {
    title: `Classroom lesson ${uniqueId()}`,
    scheduledFor: new Date(Date.now() + 5 * 60_000),
    status: 'scheduled',
  });
  await page.goto(`/classes/${cls.id}`);
  const cameras = page.getByRole('switch', { name: /Pupils’ cameras on/ });
  await expect(cameras).not.toBeChecked();
  await cameras.click();
  await expect(cameras).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Pupils’ cameras on/ })).toBeChecked();
  await expectNoAxeViolations(page);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/class-cameras-${width}.png`, fullPage: true });
  }

  await page.goto(`/schedule/sessions/${lesson.id}`);
  const join = page.getByRole('link', { name: 'Join Lesson' });
  await expect(join).toHaveAttribute('href', `/classroom/${lesson.id}`);
  await expectNoAxeViolations(page);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/tutor-session-join-${width}.png`, fullPage: true });
  }
});
