import type { Locator, Page } from '@playwright/test';
import type { RecordedLesson, ScheduledSession } from '../../src/shared/content/schemas.js';
import { expect, test } from './support/fixtures.js';
import {
  addDays,
  adminApi,
  createSession,
  dayLabel,
  dayOf,
  LONDON,
  londonDate,
  middayOn,
  thisMonday,
  ymdOf,
} from './support/family.js';

/*
 * The student area (spec 2 §2.4, §4) as the demo student, Maya Shah (Year 10), in London time.
 * Other tests may add sessions or views at the same time, so lists are compared with what the
 * API answers at that moment rather than with fixed counts.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

const SESSION_MOMENT = /^[A-Z][a-z]+ \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)$/;

const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};

/** One attribute of every element a locator finds, in order. */
const attributes = async (locator: Locator, name: string) =>
  Promise.all((await locator.all()).map((element) => element.getAttribute(name)));

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs('student');
});

test('the dashboard shows the next 3 sessions and the newest 3 recorded lessons', async ({
  page,
}) => {
  await page.goto('/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya Shah' })).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Upcoming Sessions' });
  const lessons = page.getByRole('region', { name: 'Learning Materials' });
  await expect(async () => {
    await page.reload();
    const upcoming = await apiGet<ScheduledSession[]>(page, '/api/scheduled-sessions/upcoming');
    const details = sessions.getByRole('link', { name: /^Details:/ });
    await expect(details).toHaveCount(3);
    expect(await attributes(details, 'href')).toEqual(
      upcoming.slice(0, 3).map((s) => `/student/session/${s.id}`),
    );
  }).toPass({ timeout: 20_000 });

  const moments = await sessions.getByText(SESSION_MOMENT).allTextContents();
  expect(moments).toHaveLength(3);
  await expect(sessions.getByText('60 mins').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All', exact: true })).toHaveAttribute(
    'href',
    '/student/schedule',
  );

  const newest = await apiGet<{ items: RecordedLesson[] }>(
    page,
    '/api/student/recorded-lessons?pageSize=3',
  );
  const watch = lessons.getByRole('link', { name: /^Watch:/ });
  await expect(watch).toHaveCount(3);
  for (const lesson of newest.items) {
    await expect(lessons.getByRole('link', { name: `Watch: ${lesson.title}` })).toHaveAttribute(
      'href',
      `/student/lessons?watch=${lesson.id}`,
    );
  }
  // Maya studies Mathematics, English and Biology: nothing else reaches her lists.
  for (const lesson of newest.items) {
    expect(['Mathematics', 'English', 'Biology']).toContain(lesson.subject);
  }
  await expect(page.getByRole('link', { name: 'View All Lessons' })).toHaveAttribute(
    'href',
    '/student/lessons',
  );
});

test('the week view starts on Monday, marks today and moves a week at a time', async ({ page }) => {
  await page.goto('/student/schedule');
  await expect(page.getByRole('tab', { name: 'Week', selected: true })).toBeVisible();
  const monday = thisMonday();
  const days = page.getByRole('listitem', { name: /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/ });
  const expectWeek = async (start: Date) => {
    const names = Array.from({ length: 7 }, (_, i) => dayLabel(addDays(start, i)));
    await expect(days).toHaveCount(7);
    expect(await attributes(days, 'aria-label')).toEqual(names);
  };

  await expectWeek(monday);
  const today = page.getByRole('listitem', { name: dayLabel(dayOf(londonDate(new Date()))) });
  await expect(today.getByText('Today', { exact: true })).toBeVisible();
  await expect(page.getByText('Today', { exact: true })).toHaveCount(1);
  // The demo timetable: Year 10 Maths every Monday, and never Year 7 (her brother's group).
  const mondayCard = days.first();
  await expect(mondayCard.getByRole('link', { name: /Year 10 Maths: algebra/ })).toBeVisible();
  await expect(page.getByText('Year 7 English: reading skills')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expectWeek(addDays(monday, 7));
  await expect(page.getByText('Today', { exact: true })).toHaveCount(0);
  await expect(days.first().getByRole('link', { name: /Year 10 Maths: algebra/ })).toBeVisible();

  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expectWeek(addDays(monday, -7));
  await page.getByRole('button', { name: 'This week' }).click();
  await expectWeek(monday);
});

test('the month view disables past days and highlights exactly the days with sessions', async ({
  page,
}) => {
  await page.goto('/student/schedule');
  await page.getByRole('tab', { name: 'Month' }).click();
  const todayYmd = londonDate(new Date());
  const todayButton = page.getByRole('button', { name: /\(today\)/ });
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');

  const from = addDays(dayOf(todayYmd), -45).toISOString();
  const to = addDays(dayOf(todayYmd), 45).toISOString();
  const buttons = page.locator('button[data-day]');
  let sessions: ScheduledSession[] = [];
  let cells: { day: string; disabled: boolean; label: string; highlighted: boolean }[] = [];
  // Another test may add a session meanwhile: compare a page and an answer read together.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Month' }).click();
    await expect(buttons.first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading sessions' })).toHaveCount(0);
    sessions = await apiGet<ScheduledSession[]>(
      page,
      `/api/student/scheduled-sessions?from=${from}&to=${to}`,
    );
    const sessionDays = new Set(sessions.map((s) => londonDate(new Date(s.scheduledFor))));
    cells = await Promise.all(
      (await buttons.all()).map(async (button) => ({
        day: (await button.getAttribute('data-day'))!,
        disabled: await button.isDisabled(),
        label: (await button.getAttribute('aria-label'))!,
        highlighted: (await button.getAttribute('data-has-sessions')) !== null,
      })),
    );
    expect(cells.length % 7).toBe(0);
    for (const cell of cells) {
      expect(cell.disabled, cell.day).toBe(cell.day < todayYmd);
      expect(cell.highlighted, cell.day).toBe(sessionDays.has(cell.day));
      expect(cell.label.endsWith('no sessions'), cell.day).toBe(!sessionDays.has(cell.day));
    }
  }).toPass({ timeout: 20_000 });
  const highlightedFutureDays = cells.filter((cell) => !cell.disabled && cell.highlighted).length;
  expect(highlightedFutureDays).toBeGreaterThan(0);

  // Choosing a highlighted day lists its sessions; each opens the session dialog. A seeded
  // session is opened, since other tests add sessions of their own without notes.
  const seeded = (s: ScheduledSession) => s.notes === 'Bring a pen, paper and a calculator.';
  const dayOfSession = (s: ScheduledSession) => londonDate(new Date(s.scheduledFor));
  const chosen = cells.find(
    (cell) =>
      !cell.disabled &&
      cell.highlighted &&
      sessions.some((s) => seeded(s) && dayOfSession(s) === cell.day),
  )!;
  await page.locator(`button[data-day="${chosen.day}"]`).click();
  const onDay = sessions.filter((s) => dayOfSession(s) === chosen.day);
  const list = page.getByRole('region', { name: /^Sessions on / });
  for (const session of onDay) {
    await expect(list.getByRole('button', { name: new RegExp(session.title) })).toBeVisible();
  }
  const opened = onDay.find(seeded)!;
  await list
    .getByRole('button', { name: new RegExp(opened.title) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: opened.title });
  await expect(dialog.getByText('Date', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(dialog.getByText('60 mins')).toBeVisible();
  await expect(dialog.getByText('Bring a pen, paper and a calculator.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Lesson details' }).click();
  await expect(page).toHaveURL(`/student/lesson/${opened.id}`);
});

test('Join appears only for scheduled sessions, and in the dialog only on the day', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const todayYmd = londonDate(new Date());
  const tomorrowYmd = ymdOf(addDays(dayOf(todayYmd), 1));
  const tag = Date.now().toString(36);
  const url = 'https://www.youtube.com/watch?v=2ZzuZvz33X0';
  const todayScheduled = await createSession(admin, {
    title: `Join rules today scheduled ${tag}`,
    scheduledFor: middayOn(todayYmd),
    status: 'scheduled',
    youtubeUrl: url,
  });
  const todayConfirmed = await createSession(admin, {
    title: `Join rules today confirmed ${tag}`,
    scheduledFor: middayOn(todayYmd),
    status: 'confirmed',
    youtubeUrl: url,
  });
  const tomorrowScheduled = await createSession(admin, {
    title: `Join rules tomorrow scheduled ${tag}`,
    scheduledFor: middayOn(tomorrowYmd),
    status: 'scheduled',
    youtubeUrl: url,
  });
  const noLink = await createSession(admin, {
    title: `Join rules no link ${tag}`,
    scheduledFor: middayOn(tomorrowYmd),
    status: 'scheduled',
  });

  await page.goto('/student/schedule');
  await page.getByRole('tab', { name: 'Month' }).click();
  const day = page.getByRole('region', { name: /^Sessions on / });

  await day.getByRole('button', { name: new RegExp(`today scheduled ${tag}`) }).click();
  let dialog = page.getByRole('dialog', { name: `Join rules today scheduled ${tag}` });
  await expect(dialog.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Join Session/ })).toHaveAttribute('href', url);
  await page.keyboard.press('Escape');

  await day.getByRole('button', { name: new RegExp(`today confirmed ${tag}`) }).click();
  dialog = page.getByRole('dialog', { name: `Join rules today confirmed ${tag}` });
  await expect(dialog.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const tomorrow = page.locator(`button[data-day="${tomorrowYmd}"]`);
  // On the last day of a month ending on a Sunday, tomorrow is on the next month's page.
  if ((await tomorrow.count()) === 0)
    await page.getByRole('button', { name: 'Next month' }).click();
  await tomorrow.click();
  await day.getByRole('button', { name: new RegExp(`tomorrow scheduled ${tag}`) }).click();
  dialog = page.getByRole('dialog', { name: `Join rules tomorrow scheduled ${tag}` });
  await expect(dialog.getByRole('link', { name: 'Lesson details' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The lesson page needs only the status, not the day.
  await page.goto(`/student/lesson/${tomorrowScheduled}`);
  await expect(page.getByRole('link', { name: /Join Lesson/ })).toHaveAttribute('href', url);
  await page.goto(`/student/lesson/${todayConfirmed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Join rules today confirmed ${tag}`,
  );
  await expect(page.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join/ })).toHaveCount(0);
  await page.goto(`/student/session/${todayScheduled}`);
  await expect(page.getByRole('link', { name: /Join Lesson/ })).toHaveAttribute('href', url);
  // Scheduled but without a stream link: the button is there, disabled, and says why.
  await page.goto(`/student/lesson/${noLink}`);
  const join = page.getByRole('button', { name: 'Join Lesson' });
  await expect(join).toBeDisabled();
  await expect(join).toHaveAccessibleDescription(/join link appears here/);
});

test('the lesson page shows the session, its subject resources and a remembered checklist', async ({
  page,
}) => {
  await page.goto('/student/schedule');
  const first = page.getByRole('link', { name: /Year 10 Maths: algebra/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/student\/lesson\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const session = await apiGet<ScheduledSession>(page, `/api/scheduled-sessions/${id}`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Year 10 Maths: algebra' }),
  ).toBeVisible();
  await expect(
    page.getByText(session.status.charAt(0).toUpperCase() + session.status.slice(1), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('Sarah Thompson')).toBeVisible();
  await expect(page.getByText('Live online group session')).toBeVisible();
  await expect(page.getByText('Bring a pen, paper and a calculator.')).toBeVisible();

  const resources = page.getByRole('heading', { name: 'Mathematics resources' }).locator('..');
  await expect(resources.getByText('Quadratics practice sheet')).toBeVisible();
  await expect(resources.getByText('Persuasive writing planner')).toHaveCount(0);

  const tick = page.getByRole('checkbox', { name: 'Have a pen, paper and calculator ready' });
  await tick.check();
  await expect(page.getByText('1 of 5 done')).toBeVisible();
  await page.reload();
  await expect(tick).toBeChecked();
  await page.getByRole('link', { name: 'Back to schedule' }).first().click();
  await expect(page).toHaveURL('/student/schedule');

  await page.goto('/student/lesson/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Not Found' })).toBeVisible();
  await expect(
    page.getByText("The lesson you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to schedule' })).toHaveCount(2);
});

test('watching a recorded lesson plays it and raises its view count', async ({ page }) => {
  await page.goto('/student/lessons');
  const table = page.getByRole('table', { name: 'Recorded lessons' });
  for (const column of ['Title', 'Subject', 'Uploaded', 'Duration', 'Views', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = table.getByRole('row', { name: /Simultaneous equations/ });
  const viewsCell = row.getByRole('cell').nth(4);
  const before = Number(await viewsCell.textContent());

  await row.getByRole('button', { name: 'Watch: Simultaneous equations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simultaneous equations' });
  await expect(dialog.locator('iframe[title="Video: Simultaneous equations"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/vA-55wZtLeE/,
  );
  await expect(dialog.getByText(/Elimination and substitution methods/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => Number(await viewsCell.textContent())).toBeGreaterThan(before);

  // Filters: search and subject, and the empty text.
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('zzz-no-such-lesson');
  await expect(page.getByText('No lessons found. Try adjusting your filters.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Biology' }).click();
  await expect(table.getByRole('row', { name: /Cell structure and transport/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Simultaneous equations/ })).toHaveCount(0);
});

test('a Watch link on the dashboard opens the player and counts a view', async ({ page }) => {
  await page.goto('/student');
  const link = page.getByRole('link', { name: /^Watch:/ }).first();
  const title = (await link.getAttribute('aria-label'))!.replace('Watch: ', '');
  const id = Number((await link.getAttribute('href'))!.split('=')[1]);
  const before = (await apiGet<RecordedLesson>(page, `/api/recorded-lessons/${id}`)).views;
  await link.click();
  await expect(page).toHaveURL('/student/lessons');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect
    .poll(async () => (await apiGet<RecordedLesson>(page, `/api/recorded-lessons/${id}`)).views)
    .toBeGreaterThan(before);
});

test('resources list in a table with a detail dialog offering the link', async ({ page }) => {
  await page.goto('/student/resources');
  const table = page.getByRole('table', { name: 'Learning resources' });
  for (const column of ['Title', 'Type', 'Subject', 'Uploaded', 'Size', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByText('Interactive periodic table')).toHaveCount(0);
  await table.getByRole('button', { name: 'View: Cell biology knowledge organiser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cell biology knowledge organiser' });
  await expect(dialog.getByText('Everything on one page for quick revision.')).toBeVisible();
  await expect(dialog.getByText('610 KB')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open Link/ })).toHaveAttribute(
    'href',
    'https://www.bbc.co.uk/bitesize/guides/zg2xfcw/revision/1',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Quiz' }).click();
  await expect(table.getByRole('row', { name: /Times tables challenge/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Cell biology/ })).toHaveCount(0);
});

test('live sessions put the one that is live first with Join now', async ({ page }) => {
  await page.goto('/student/live');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first().getByText('Live', { exact: true })).toBeVisible();
  const clinic = cards.filter({ hasText: 'GCSE Maths drop-in clinic' });
  await expect(clinic.getByText('Live', { exact: true })).toBeVisible();
  await expect(
    clinic.getByRole('link', { name: /Join now: GCSE Maths drop-in clinic/ }),
  ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=2ZzuZvz33X0');
  const scheduled = cards.filter({ hasText: 'Year 10 Biology revision' });
  await expect(scheduled.getByRole('link', { name: /Join/ })).toHaveCount(0);
});
