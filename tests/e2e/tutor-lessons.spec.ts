import type { Db } from '../../src/server/db/client.js';
import { createRecordedLesson } from '../../src/server/factories/index.js';
import { expect, expectToast, test as base, type Account } from './support/fixtures.js';
import { choose, unique } from './support/tutor.js';
import { newTutor, uniqueId } from './support/world.js';

/*
 * Issue 6, recorded lessons as a tutor: add, edit, delete, search, filter, watch. Tutors see
 * every tutor's lessons, so each test makes its own, with its id in the titles, and finds them by it.
 */

/** Lessons of the signed-in tutor and of another tutor, James Patel. */
async function newLessons(db: Db, tutorId: number) {
  const id = uniqueId();
  const other = await newTutor(db, { fullName: 'James Patel' });
  const lesson = (title: string, subject: string, tutor: number, extra = {}) =>
    createRecordedLesson(db, { title: `${title} ${id}`, subject, tutorId: tutor, ...extra });
  return {
    id,
    own: await lesson('Quadratic equations: factorising', 'Mathematics', tutorId),
    persuasive: await lesson('Writing a persuasive speech', 'English', other.id, {
      duration: 45,
      views: 7,
      description: 'Rhetorical devices, structure and tone for a spoken argument.',
    }),
    inspector: await lesson('An Inspector Calls: key themes', 'English', other.id),
    titration: await lesson('Titration', 'Chemistry', other.id),
  };
}

/** The signed-in tutor of a test that asks for one. */
const test = base.extend<{ tutor: Account }>({
  tutor: async ({ signedInAs }, use) => {
    await use(await signedInAs('tutor'));
  },
});

test('a tutor adds, edits and deletes a lesson', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  const title = unique('Momentum');
  await page.goto('/recorded-lessons');
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });

  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Conservation of momentum in collisions.');
  await choose(page, 'Subject', 'Physics');
  await dialog.getByLabel('Duration (minutes)').fill('35');
  await dialog.getByLabel('Video URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=kKKM8Y-u7ds');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();

  await expect(dialog.getByRole('heading', { name: 'Lesson created' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Another' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // The modal hides the rest of the page from assistive technology; the toast is read once it closes.
  await expectToast(page, 'Lesson created', title);

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Physics');
  await expect(card).toContainText('35 min');

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(`${title} (revised)`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Lesson updated');
  const revised = page.getByRole('article').filter({ hasText: `${title} (revised)` });
  await expect(revised).toBeVisible();

  await revised.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this lesson?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Lesson deleted');
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('search and the subject filter narrow the list', async ({ page, db, tutor }) => {
  const lessons = await newLessons(db, tutor.user.id);
  await page.goto('/recorded-lessons?owner=all');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search lessons' });

  await search.fill(`inspector calls: key themes ${lessons.id}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(lessons.inspector.title);

  await search.fill(lessons.id);
  await expect(cards).toHaveCount(4);
  await choose(page, 'Subject', 'Chemistry');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(lessons.titration.title);

  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('no such lesson anywhere');
  await expect(page.getByText('No lessons match your search criteria.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test("only the tutor's own lessons carry the edit and delete menu", async ({ page, db, tutor }) => {
  const lessons = await newLessons(db, tutor.user.id);
  await page.goto('/recorded-lessons?owner=all');
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill(lessons.id);
  const own = page.getByRole('article').filter({ hasText: lessons.own.title });
  const other = page.getByRole('article').filter({ hasText: lessons.persuasive.title });
  await expect(own.getByRole('button', { name: /^Actions for/ })).toBeVisible();
  await expect(other).toBeVisible();
  await expect(other.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test('a lesson page plays the video, shows its details and counts a view', async ({
  page,
  db,
  tutor,
}) => {
  const { persuasive } = await newLessons(db, tutor.user.id);
  await page.goto('/recorded-lessons?owner=all');
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill(persuasive.title);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: persuasive.title }).click();
  await expect(page).toHaveURL(`/recorded-lessons/${persuasive.id}`);
  await expect(page.getByRole('heading', { level: 1, name: persuasive.title })).toBeVisible();
  const player = page.locator(`iframe[title="Video: ${persuasive.title}"]`);
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/,
  );
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expect(page.getByText('45 minutes')).toBeVisible();
  await expect(page.getByText('Rhetorical devices, structure and tone')).toBeVisible();

  // Another tutor's recording: opening it counts one view, shown on the page.
  await expect(page.getByText('8', { exact: true })).toBeVisible();
  const after = await page.request.get(`/api/recorded-lessons/${persuasive.id}`);
  expect(((await after.json()) as { views: number }).views).toBe(8);
});

test('an unknown lesson says so and links back', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/recorded-lessons/999999');
  await expect(page.getByRole('heading', { name: 'Lesson Not Found' })).toBeVisible();
  await expect(
    page.getByText("The lesson you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Recorded Lessons' }).click();
  await expect(page).toHaveURL('/recorded-lessons');
});

test.describe('as an admin', () => {
  test("every lesson carries the edit and delete menu, and edits keep the tutor's name", async ({
    page,
    db,
    signedInAs,
  }) => {
    await signedInAs('admin');
    const { persuasive } = await newLessons(db, (await newTutor(db)).id);
    await page.goto('/recorded-lessons');
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill(persuasive.title);
    const card = page.getByRole('article').filter({ hasText: persuasive.title });
    await card.getByRole('button', { name: `Actions for ${persuasive.title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await expect(edit.getByLabel('Duration (minutes)')).toHaveValue('45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'Lesson updated');
    await expect(card).toContainText('James Patel');
  });
});
