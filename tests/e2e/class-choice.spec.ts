import { enrol, makeClass } from '../../src/server/factories/classes.js';
import { createScheduledSession, createStudent } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { checkScreenSizes } from './support/screen-check.js';
import { newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 28 §3 and §8: a parent chooses a class for a child and sees it on the schedule; a full
 * class offers its waiting list and shows the child's place in it.
 */

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

test('a parent chooses a class and sees it on the schedule', async ({ page, db, signInAs }) => {
  const grade = `Year 10 ${uniqueId()}`;
  const tutor = await newTutor(db, { fullName: 'Tara Tutor' });
  const { parent } = await newFamily(db, { grade, childName: 'Ella Walker' });
  const name = `Maths Tuesday ${uniqueId()}`;
  const cls = await makeClass(db, { tutorId: tutor.id, yearGroup: grade, name, capacity: 10 });
  await enrol(db, cls, (await createStudent(db, { grade })).id);
  await createScheduledSession(db, {
    tutorId: tutor.id,
    classId: cls.id,
    academicYear: grade,
    title: `Quadratics ${uniqueId()}`,
    scheduledFor: new Date(Date.now() + 2 * 86_400_000),
    status: 'confirmed',
  });
  await signInAs(parent);

  await page.goto('/parent-dashboard');
  await page.getByRole('link', { name: 'Choose classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByText(`Ella Walker is not in a Mathematics class yet.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('9 places left')).toBeVisible();
  await expect(row.getByText('Tuesdays 4:00 PM – 5:00 PM (UK time)')).toBeVisible();
  await expect(row.getByText('Tara Tutor')).toBeVisible();
  await checkScreenSizes(page, 'classes-choose');

  await row.getByRole('button', { name: 'Join class' }).click();
  await expectToast(page, `Ella Walker has joined ${name}`);
  await expect(page.getByText('Current class')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave class' })).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByText(`Class: ${name}`)).toBeVisible();
});

test('a full class offers its waiting list and shows the place in it', async ({
  page,
  db,
  signInAs,
}) => {
  const grade = `Year 10 ${uniqueId()}`;
  const tutor = await newTutor(db, { fullName: 'Tara Tutor' });
  const { parent } = await newFamily(db, { grade, childName: 'Sid Shah' });
  const name = `Maths Thursday ${uniqueId()}`;
  const cls = await makeClass(db, {
    tutorId: tutor.id,
    yearGroup: grade,
    name,
    capacity: 1,
  });
  await enrol(db, cls, (await createStudent(db, { grade })).id);
  await signInAs(parent);

  await page.goto('/parent-dashboard/classes');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Full')).toBeVisible();
  await row.getByRole('button', { name: 'Join waitlist' }).click();
  await expectToast(page, 'Added to the waiting list');
  await expect(row.getByText('Waiting list: position 1')).toBeVisible();
  await checkScreenSizes(page, 'classes-waitlist');

  await row.getByRole('button', { name: 'Leave waiting list' }).click();
  await expect(row.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
});
