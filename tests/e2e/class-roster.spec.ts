import type { Locator, Page } from '@playwright/test';
import { enrol, makeClass } from '../../src/server/factories/classes.js';
import { createStudent } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { checkScreenSizes } from './support/screen-check.js';
import { newAdmin, newTutor, uniqueId } from './support/world.js';

/* Issue 28 §3: an admin adds a child to a class, moves one to another class and removes one. */

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin adds, moves and removes children on a class page', async ({
  page,
  db,
  signInAs,
}) => {
  const subject = `Latin ${uniqueId()}`;
  const tutor = await newTutor(db, { fullName: 'Tara Tutor' });
  const cls = await makeClass(db, {
    tutorId: tutor.id,
    yearGroup: 'Year 7',
    subject,
    name: `${subject} A`,
  });
  await makeClass(db, { tutorId: tutor.id, yearGroup: 'Year 7', subject, name: `${subject} B` });
  const mover = await createStudent(db, { grade: 'Year 7', name: `Mo ${uniqueId()}` });
  const leaver = await createStudent(db, { grade: 'Year 7', name: `Lee ${uniqueId()}` });
  const newcomer = await createStudent(db, { grade: 'Year 7', name: `Nia ${uniqueId()}` });
  await enrol(db, cls, mover.id);
  await enrol(db, cls, leaver.id);
  await signInAs(await newAdmin(db));

  await page.goto(`/admin/classes/${cls.id}`);
  await expect(page.getByRole('button', { name: 'Add child' })).toBeVisible();
  await checkScreenSizes(page, 'class-roster');
  await page.getByRole('button', { name: 'Add child' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add child' });
  await addDialog.getByRole('searchbox', { name: 'Find a child' }).fill(newcomer.name!);
  await choose(page, addDialog, 'Child', newcomer.name!);
  await addDialog.getByRole('button', { name: 'Add child' }).click();
  await expectToast(page, 'Child added');
  const roster = page.getByRole('table', { name: 'Roster' });
  await expect(roster.getByRole('rowheader', { name: newcomer.name! })).toBeVisible();

  await roster.getByRole('button', { name: `Move ${mover.name!}`, exact: true }).click();
  const moveDialog = page.getByRole('dialog', { name: `Move ${mover.name!}` });
  await choose(page, moveDialog, 'New class', `${subject} B`);
  await moveDialog.getByRole('button', { name: 'Move child' }).click();
  await expectToast(page, 'Child moved');

  await roster.getByRole('button', { name: `Remove ${leaver.name!}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove from class' }).click();
  await expectToast(page, 'Child removed');
  await expect(
    roster.getByRole('button', { name: `Remove ${leaver.name!}`, exact: true }),
  ).toHaveCount(0);
});
