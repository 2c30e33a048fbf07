import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import type { Db } from '../../src/server/db/client.js';
import {
  createRecordedLesson,
  createResource,
  createScheduledSession,
  inDays,
} from '../../src/server/factories/index.js';
import { CONTENT_MSG } from '../../src/shared/content/messages.js';
import { refreshAggregates } from '../../src/server/features/insights/aggregates.js';
import { CALENDAR_ROWS } from '../../src/shared/insights/responses.js';
import { expect, test } from './support/fixtures.js';
import { choose, unique } from './support/tutor.js';
import { newTutor } from './support/world.js';

/*
 * Issue 6: the dashboard's figures against the data, the tutor's calendar and the charts, each
 * test as a tutor of its own with the sessions and lessons it made.
 */

/** Sessions on the coming days, the first `cancelled` of them cancelled. */
async function upcomingSessions(db: Db, tutorId: number, subjects: string[], cancelled = 0) {
  const made = [];
  for (const [i, subject] of subjects.entries()) {
    made.push(
      await createScheduledSession(db, {
        title: `${subject} group ${i + 1}`,
        subject,
        tutorId,
        scheduledFor: inDays(i + 1, 15),
        status: i < cancelled ? 'cancelled' : 'confirmed',
      }),
    );
  }
  return made;
}

const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: new RegExp(`^${label}`) });

test('a new tutor sees empty states, and the figures follow what they add', async ({
  page,
  db,
  signInAs,
}) => {
  const name = unique('Nadia Newton');
  await signInAs(await newTutor(db, { fullName: name }, { subjects: ['Physics'] }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${name.split(' ')[0]}.`)).toBeVisible();
  for (const label of [
    'Recorded Lessons',
    'Upcoming Live Sessions',
    'Active Students',
    'Resources',
  ]) {
    await expect(stat(page, label)).toContainText('0');
  }
  await expect(page.getByRole('heading', { name: 'No Upcoming Sessions' })).toBeVisible();
  await expect(page.getByText("You don't have any scheduled sessions coming up.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Recorded Lessons' })).toBeVisible();
  await expect(page.getByText("You haven't uploaded any recorded lessons yet.")).toBeVisible();

  // Issue 18 §2: the figure's list starts on Mine, empty like the figure; All shows everyone's.
  const theirs = await createResource(db, {
    tutorId: (await newTutor(db)).id,
    title: unique('Their sheet'),
  });
  await stat(page, 'Resources').click();
  await expect(page.getByRole('heading', { name: CONTENT_MSG.noOwnResources })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/owner=all/);
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(theirs.title);
  await expect(page.getByRole('article').filter({ hasText: theirs.title })).toBeVisible();
  await page.goto('/dashboard');

  // Upload a Lesson opens the lesson form straight away.
  await page.getByRole('link', { name: 'Upload a Lesson' }).click();
  await expect(page).toHaveURL('/recorded-lessons');
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  const title = unique('Waves');
  await dialog.getByLabel('Title').fill(title);
  await choose(page, 'Subject', 'Physics');
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await dialog.getByLabel('Video URL').fill('https://example.org/waves.mp4');
  await dialog.getByRole('button', { name: 'Add Lesson' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const resource = await page.request.post('/api/resources', {
    data: {
      title: unique('Wave sheet'),
      subject: 'Physics',
      externalUrl: 'https://example.org/w',
      type: 'link',
    },
  });
  expect(resource.status()).toBe(201);
  const live = await page.request.post('/api/live-sessions', {
    data: {
      title: unique('Wave clinic'),
      subject: 'Physics',
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
    },
  });
  expect(live.status()).toBe(201);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(stat(page, 'Recorded Lessons')).toContainText('1');
  await expect(stat(page, 'Upcoming Live Sessions')).toContainText('1');
  await expect(stat(page, 'Resources')).toContainText('1');
  await expect(stat(page, 'Active Students')).toContainText('0');
  await stat(page, 'Upcoming Live Sessions').click();
  await expect(page.getByRole('button', { name: 'Mine', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.goBack();
  const recent = page.getByRole('region', { name: 'Recent Recordings' });
  await recent.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/recorded-lessons\/\d+$/);
  // Not on YouTube: played in the page's own video player.
  await expect(page.locator('video')).toHaveAttribute('src', 'https://example.org/waves.mp4');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Schedule a Session' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule Session' })).toBeVisible();
});

test("a tutor's dashboard shows their next sessions and newest recordings", async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('tutor');
  const maths = Array<string>(7).fill('Mathematics');
  await upcomingSessions(db, user.id, maths, 1);
  for (const [daysAgo, title] of [
    [9, 'Simultaneous equations'],
    [5, 'Fractions, decimals and percentages'],
    [2, 'Quadratic equations: factorising'],
  ] as const) {
    await createRecordedLesson(db, {
      title,
      tutorId: user.id,
      uploadedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  }
  const now = new Date();
  const to = new Date(now.getTime() + 30 * 86_400_000);
  const res = await page.request.get(
    `/api/schedule?from=${now.toISOString()}&to=${to.toISOString()}`,
  );
  const schedule = (await res.json()) as {
    scheduled: { title: string; scheduledFor: string; status: string }[];
  };
  const next = schedule.scheduled.filter((s) => s.status.toLowerCase() !== 'cancelled')[0]!;

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
  const first = upcoming.getByRole('listitem').first();
  await expect(first).toContainText(next.title);
  await expect(first).toContainText(format(new Date(next.scheduledFor), 'MMM d, yyyy • h:mm a'));
  await expect(upcoming.getByRole('listitem')).toHaveCount(5);
  await expect(upcoming.getByRole('link', { name: 'View Schedule' })).toHaveAttribute(
    'href',
    '/schedule',
  );

  const recent = page.getByRole('region', { name: 'Recent Recordings' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('listitem').first()).toContainText(
    'Quadratic equations: factorising',
  );
  await recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/recorded-lessons');
});

test('the schedule shows the week and the month, with the sessions of each day', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('tutor');
  const title = unique('Calendar check');
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  const created = await page.request.post('/api/live-sessions', {
    data: {
      title,
      subject: 'Mathematics',
      scheduledFor: noon.toISOString(),
      duration: 30,
      status: 'scheduled',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/schedule');
  const today = page.getByRole('listitem', { name: /, today:/ });
  await expect(today.getByText('Today', { exact: true })).toBeVisible();
  await expect(today).toContainText(title);
  await expect(today).toContainText('12:00 PM – 12:30 PM');

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('listitem', { name: /, today:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Today' }).click();

  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page.getByRole('heading', { name: format(noon, 'MMMM yyyy') })).toBeVisible();
  const day = page.getByRole('button', {
    name: new RegExp(`^${format(noon, 'EEEE d MMMM')}, today`),
  });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const chosenDay = page.getByRole('region', { name: format(noon, 'EEEE d MMMM') });
  await expect(chosenDay).toContainText(title);

  // Issue 18 §2: the tutor's own stream opens its details, ready to edit.
  await chosenDay.getByRole('button', { name: title }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(`${title} moved`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('heading', { name: 'Live session updated' })).toBeVisible();
  await edit.getByRole('button', { name: 'Close dialog' }).click();
  await expect(chosenDay).toContainText(`${title} moved`);

  await page.request.delete(`/api/live-sessions/${((await created.json()) as { id: number }).id}`);
});

test('analytics draws real figures, with the numbers as tables', async ({
  page,
  db,
  signedInAs,
}) => {
  // A tutor's analytics cover only their own sessions (an admin's cover everyone's).
  const { user } = await signedInAs('tutor');
  await upcomingSessions(db, user.id, ['Mathematics', 'Physics', 'Mathematics', 'Mathematics'], 1);
  await page.goto('/analytics');
  await expect(
    page.getByRole('img', { name: /^Column chart of daily lesson views/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Bar chart of sessions per subject: Mathematics 2, Physics 1.' }),
  ).toBeVisible();

  const load = page.getByRole('region', { name: 'Your upcoming load' });
  await load.getByText('Show as a table').click();
  await expect(load.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(load.getByRole('rowheader', { name: 'Sarah Thompson' })).toBeVisible();

  const views = page.getByRole('region', { name: 'Lesson views over time' });
  await views.getByText('Show as a table').click();
  await expect(views.getByRole('table').getByRole('row')).toHaveCount(31);
  await expect(views).toContainText(/\d+ views of recorded lessons in the last 30 days/);
});

test("an admin's analytics and dashboard say when their figures were counted", async ({
  page,
  db,
  signedInAs,
}) => {
  await signedInAs('admin');
  // Counted by the job at start-up or since; the refresh here makes sure there is a count to show.
  await refreshAggregates(db);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Upcoming load per tutor' })).toBeVisible();
  await expect(
    page.getByText(
      /^Counted at \d{1,2}:\d\d [AP]M; the figures are recounted every five minutes\.$/,
    ),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(
    page.getByText(
      /^Figures across every tutor, counted at \d{1,2}:\d\d [AP]M and every five minutes\.$/,
    ),
  ).toBeVisible();
});

test('a calendar with more entries than one answer holds says where it stops', async ({
  page,
  db,
  signedInAs,
}) => {
  const { user } = await signedInAs('tutor');
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const minute = (n: number) => new Date(midnight.getTime() + n * 60_000);
  await Promise.all(
    Array.from({ length: CALENDAR_ROWS + 1 }, (_, i) =>
      createScheduledSession(db, { tutorId: user.id, scheduledFor: minute(i) }),
    ),
  );
  await page.goto('/schedule');
  await expect(page.getByRole('status')).toHaveText(
    `This week holds more sessions than the calendar shows at once: it shows those before ${format(minute(CALENDAR_ROWS), "EEEE d MMMM 'at' h:mm a")}.`,
  );
});
