import type { Page } from '@playwright/test';
import {
  createLiveSession,
  createRecordedLesson,
  createResource,
} from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import { choose } from './support/tutor.js';
import { uniqueId } from './support/world.js';

/* Issue 18 §3, rough edges a tutor meets in the lessons, live sessions and resources. */

/** Whether the page scrolls sideways, which a word too long for its box causes. */
const scrollsSideways = (page: Page) =>
  page.evaluate<boolean>(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  );

test('a 155-character title and a long link wrap instead of pushing the page sideways', async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('tutor');
  const word = `Photosynthesis${uniqueId()}`.padEnd(155, 'x');
  const link = `https://example.com/${'very-long-path-segment-'.repeat(8)}`;
  const lesson = await createRecordedLesson(db, {
    title: word,
    description: link,
    tutorId: user.id,
  });
  await createResource(db, { title: word, description: link, tutorId: user.id });
  await page.setViewportSize({ width: 390, height: 844 });

  const search = `?q=${word.slice(0, 30)}`;
  for (const path of [
    `/recorded-lessons${search}`,
    `/recorded-lessons/${lesson.id}`,
    `/resources${search}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: word })).toBeVisible();
    expect(await scrollsSideways(page), path).toBe(false);
  }
});

test('resource filters name each type once, links show no size, and Live Session is no subject', async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('tutor');
  const title = `Reading list ${uniqueId()}`;
  await createResource(db, { title, type: 'link', size: 120, tutorId: user.id });
  await createLiveSession(db, {
    title: `Stream ${uniqueId()}`,
    subject: 'Live Session',
    tutorId: user.id,
  });

  await page.goto(`/resources?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).not.toContainText('120 KB');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('option', { name: 'Presentation', exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.goto('/live-sessions');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await expect(page.getByRole('option', { name: 'All Subjects' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Live Session' })).toHaveCount(0);
});

test('Escape closes the open dialog while a toast shows', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.route('**/api/resources', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'Something went wrong.' } })
      : route.fallback(),
  );
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Add Resource' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Resource' });
  await dialog.getByLabel('Title').fill('Fractions practice');
  await choose(page, 'Subject', 'Mathematics');
  await dialog.getByLabel('External URL').fill('https://example.com/fractions');
  await dialog.getByRole('button', { name: 'Add Resource' }).click();
  // The open dialog hides the rest of the page from screen readers, which hear the toast through
  // its announcement instead; a sighted person sees it over the dialog.
  await expect(
    page
      .getByRole('region', { name: /^Notifications/, includeHidden: true })
      .getByRole('listitem', { includeHidden: true }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a list of one says so in the singular', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('tutor');
  const title = `Only lesson ${uniqueId()}`;
  await createRecordedLesson(db, { title, tutorId: user.id });
  await page.goto(`/recorded-lessons?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('Showing 1 lesson', { exact: true })).toBeVisible();
});
