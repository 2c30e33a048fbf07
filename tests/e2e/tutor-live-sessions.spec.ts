import type { Page } from '@playwright/test';
import { createLiveSession } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { choose, unique } from './support/tutor.js';
import { uniqueId } from './support/world.js';

/*
 * Issue 6, live sessions as a tutor of each test's own: schedule, edit, delete, and the two tabs'
 * order. Each test finds its sessions by a name no other test uses.
 */

const DAY = 86_400_000;
/** The value a datetime-local input takes, in the browser's (and this process's) time zone. */
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setHours(15, 30, 0, 0);
  return date;
};

async function createViaApi(page: Page, title: string, days: number, status: string) {
  const res = await page.request.post('/api/live-sessions', {
    data: {
      title,
      subject: 'Physics',
      scheduledFor: inDays(days).toISOString(),
      duration: 60,
      status,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('tutor');
});

test('a tutor schedules, edits and deletes a live session', async ({ page }) => {
  const title = unique('Circuits clinic');
  await page.goto('/live-sessions');
  await page.getByRole('button', { name: 'Schedule Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Session' });

  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog.getByText('Please select a date and time')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await choose(page, 'Subject', 'Physics');
  await dialog.getByLabel('Date and time').fill(localInput(inDays(4)));
  await dialog.getByLabel('Duration (minutes)').fill('0');
  await dialog.getByLabel('YouTube URL (optional)').fill('not a link');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog.getByText('Duration must be at least 1 minute')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid YouTube URL')).toBeVisible();
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog
    .getByLabel('YouTube URL (optional)')
    .fill('https://www.youtube.com/watch?v=kKKM8Y-u7ds');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();

  await expect(dialog.getByRole('heading', { name: 'Live session created' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Schedule Another' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Live session created', title);

  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(title);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('3:30 PM – 4:15 PM (45 min)');
  await expect(card.getByRole('link', { name: /Open stream/ })).toHaveAttribute(
    'href',
    /youtube\.com/,
  );

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await choose(page, 'Status', 'Completed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('heading', { name: 'Live session updated' })).toBeVisible();
  await edit.getByRole('button', { name: 'Edit Another' }).click();
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('button', { name: 'Close dialog' }).click();
  await expectToast(page, 'Live session updated');

  // Completed sessions leave the Upcoming tab for the Past one.
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByText('No sessions match your search criteria.')).toBeVisible();
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const past = page.getByRole('article').filter({ hasText: title });
  await expect(past).toContainText('Completed');

  await past.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this live session?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Session deleted');
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('Upcoming lists soonest first and Past newest first', async ({ page }) => {
  const tag = unique('Order');
  const ids = [
    await createViaApi(page, `${tag} later`, 6, 'scheduled'),
    await createViaApi(page, `${tag} live`, 0.5, 'live'),
    await createViaApi(page, `${tag} sooner`, 2, 'scheduled'),
    await createViaApi(page, `${tag} long ago`, -9, 'completed'),
    await createViaApi(page, `${tag} yesterday`, -1, 'cancelled'),
  ];

  await page.goto('/live-sessions');
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(tag);
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles).toHaveText([`${tag} live`, `${tag} sooner`, `${tag} later`]);
  await expect(page.getByRole('article').first()).toContainText('Live');

  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(titles).toHaveText([`${tag} yesterday`, `${tag} long ago`]);
  await expect(page.getByRole('article').first()).toContainText('Cancelled');
  for (const id of ids) await page.request.delete(`/api/live-sessions/${id}`);
});

test('the subject filter narrows the list', async ({ page, db, signedInAs }) => {
  const { user } = await signedInAs('tutor');
  const tag = uniqueId();
  for (const subject of ['Biology', 'Physics', 'English']) {
    await createLiveSession(db, { title: `${subject} revision ${tag}`, subject, tutorId: user.id });
  }
  await page.goto('/live-sessions');
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(tag);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await choose(page, 'Subject', 'Biology');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Biology revision ${tag}`);
});
