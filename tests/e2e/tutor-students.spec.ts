import { createScheduledSession, createStudent } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { choose, createStudentAccount, newTutorStudent, unique } from './support/tutor.js';

/* Issue 6, students as a tutor: link an account by username, edit, view, remove, search. */

test('a tutor adds a student by username, edits, views and removes them', async ({
  page,
  db,
  signedInAs,
}) => {
  const name = unique('Priya Pupil');
  const account = await createStudentAccount(db, name);
  const { user } = await signedInAs('tutor');
  // Year 10 group sessions reach every Year 10 student: this one starts before anyone else's.
  const session = await createScheduledSession(db, {
    title: unique('Year 10 Maths'),
    academicYear: 'Year 10',
    tutorId: user.id,
    scheduledFor: new Date(Date.now() + 5 * 60_000),
  });

  await page.goto('/students');
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByText('Please choose the student account')).toBeVisible();

  // A pupil nobody teaches yet is found by the username the family gave (decision 065).
  const search = dialog.getByRole('searchbox', { name: /Search student accounts/ });
  await search.fill(name);
  await expect(dialog.getByText('No student accounts match that search.')).toBeVisible();
  await search.fill(account.username);
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  await expect(dialog.getByText(`Linked to ${name}`)).toBeVisible();
  // The notes are the card's label; choosing the account starts them with the name.
  await expect(dialog.getByLabel('Notes')).toHaveValue(name);
  await choose(page, 'Year group', 'Year 10');
  await dialog.getByLabel('Subjects').fill('Mathematics, Physics');
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByRole('heading', { name: 'Student created' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Student created', name);

  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Year 10');
  await expect(card.getByRole('list', { name: 'Subjects' })).toContainText('Physics');

  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(edit.getByText(`Linked to ${name}`)).toBeVisible();
  await edit.getByLabel('Notes').fill(`${name} – prefers worked examples`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Student updated');

  // The sidebar's recent students list has picked up the new label too.
  await expect(
    page
      .getByRole('complementary')
      .getByRole('link', { name: `${name} – prefers worked examples` }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: `${name} – prefers worked examples` })
    .click();
  await expect(page).toHaveURL(/\/students\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${name} – prefers worked examples`,
  );
  await expect(page.getByText('Year 10', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Upcoming sessions/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Upcoming sessions/ })
      .getByRole('listitem')
      .filter({ hasText: session.title }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this student?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Student deleted');
  await expect(page).toHaveURL('/students');
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
});

test('search narrows the students', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('tutor');
  await newTutorStudent(db, user.id, 'Zara Khan');
  await newTutorStudent(db, user.id, 'Ella Walker');
  await page.goto('/students');
  await expect(page.getByRole('article')).toHaveCount(2);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search students' }).fill('zara');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Zara Khan');
  await page.getByRole('searchbox', { name: 'Search students' }).fill('nobody by this name');
  await expect(page.getByText('No students match your search criteria.')).toBeVisible();
});

test('an account that already has a profile cannot be picked again', async ({
  page,
  db,
  signedInAs,
}) => {
  const childName = unique('Maya Shah');
  const { user } = await signedInAs('tutor');
  const account = await createStudentAccount(db, childName);
  await createStudent(db, { userId: account.id, tutorId: user.id, notes: childName });
  await page.goto('/students');
  await page.getByRole('button', { name: 'Add Student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByRole('searchbox', { name: /Search student accounts/ }).fill(childName);
  const maya = dialog.getByRole('radio', { name: new RegExp(childName) });
  await expect(maya).toBeDisabled();
  await expect(maya).toHaveAccessibleName(/already has a student profile/);
});
