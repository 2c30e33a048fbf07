import { expect, expectToast, test } from './support/fixtures.js';
import { choose, unique } from './support/tutor.js';

/* Issue 6, recorded lessons as the demo tutor: add, edit, delete, search, filter, watch. */

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('tutor');
});

test('a tutor adds, edits and deletes a lesson', async ({ page }) => {
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

test('search and the subject filter narrow the list', async ({ page }) => {
  await page.goto('/recorded-lessons');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('inspector calls');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('An Inspector Calls: key themes');

  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('');
  await choose(page, 'Subject', 'Chemistry');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Chemistry' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('no such lesson anywhere');
  await expect(page.getByText('No lessons match your search criteria.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test("only the tutor's own lessons carry the edit and delete menu", async ({ page }) => {
  await page.goto('/recorded-lessons');
  const own = page.getByRole('article').filter({ hasText: 'Quadratic equations: factorising' });
  const other = page.getByRole('article').filter({ hasText: 'Writing a persuasive speech' });
  await expect(own.getByRole('button', { name: /^Actions for/ })).toBeVisible();
  await expect(other).toBeVisible();
  await expect(other.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test('a lesson page plays the video, shows its details and counts a view', async ({ page }) => {
  await page.goto('/recorded-lessons');
  const res = await page.request.get('/api/recorded-lessons?search=persuasive');
  const lesson = ((await res.json()) as { items: { id: number; views: number }[] }).items[0]!;

  await page.getByRole('link', { name: 'Writing a persuasive speech' }).click();
  await expect(page).toHaveURL(`/recorded-lessons/${lesson.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Writing a persuasive speech' }),
  ).toBeVisible();
  const player = page.locator('iframe[title="Video: Writing a persuasive speech"]');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/,
  );
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expect(page.getByText('45 minutes')).toBeVisible();
  await expect(page.getByText('Rhetorical devices, structure and tone')).toBeVisible();

  // Another tutor's recording: opening it counts one view, shown on the page.
  await expect(page.getByText(String(lesson.views + 1), { exact: true })).toBeVisible();
  const after = await page.request.get(`/api/recorded-lessons/${lesson.id}`);
  expect(((await after.json()) as { views: number }).views).toBeGreaterThanOrEqual(
    lesson.views + 1,
  );
});

test('an unknown lesson says so and links back', async ({ page }) => {
  await page.goto('/recorded-lessons/999999');
  await expect(page.getByRole('heading', { name: 'Lesson Not Found' })).toBeVisible();
  await expect(
    page.getByText("The lesson you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Recorded Lessons' }).click();
  await expect(page).toHaveURL('/recorded-lessons');
});

test.describe('as an admin', () => {
  test.beforeEach(async ({ signedInAs }) => {
    await signedInAs('admin');
  });

  test("every lesson carries the edit and delete menu, and edits keep the tutor's name", async ({
    page,
  }) => {
    await page.goto('/recorded-lessons');
    const card = page.getByRole('article').filter({ hasText: 'Writing a persuasive speech' });
    await card.getByRole('button', { name: 'Actions for Writing a persuasive speech' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
    await expect(edit.getByLabel('Duration (minutes)')).toHaveValue('45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'Lesson updated');
    await expect(card).toContainText('James Patel');
  });
});
