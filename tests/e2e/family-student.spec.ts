import type { Locator, Page } from '@playwright/test';
import type { RecordedLesson, ScheduledSession } from '../../src/shared/content/schemas.js';
import type { ScheduledSessionPage } from '../../src/shared/family/sessions.js';
import { eq } from 'drizzle-orm';
import { scheduledSessions, students } from '../../src/server/db/schema.js';
import { FAMILY_MSG } from '../../src/shared/family/messages.js';
import { STUDENT_PRIVACY_NOTICE } from '../../src/shared/legal/children.js';
import { createLiveSession, createScheduledSession } from '../../src/server/factories/index.js';
import { expect, test as base } from './support/fixtures.js';
import {
  addDays,
  dayLabel,
  dayOf,
  LONDON,
  londonDate,
  newFamilyWorld,
  SESSION_NOTES,
  STREAM_URL,
  thisMonday,
  type FamilyWorld,
} from './support/family.js';
import { uniqueId } from './support/world.js';

/*
 * The student area (spec 2 §2.4, §4) as Maya Shah (Year 10) of a family made for each test, in
 * London time. Her year group and subjects are the test's own, so every list holds only its rows.
 */

const test = base.extend<{ world: FamilyWorld }>({
  world: [
    async ({ db, signInAs }, use) => {
      const world = await newFamilyWorld(db);
      await signInAs(world.student);
      await use(world);
    },
    { auto: true },
  ],
});

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

test('the dashboard shows the next 3 sessions and the newest 3 recorded lessons', async ({
  page,
  world,
}) => {
  await page.goto('/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya Shah' })).toBeVisible();
  // The children's code: the child is told, in plain words, who sees their lessons.
  await expect(
    page.getByRole('complementary', { name: STUDENT_PRIVACY_NOTICE.title }),
  ).toContainText(STUDENT_PRIVACY_NOTICE.text);

  const sessions = page.getByRole('region', { name: 'Upcoming Sessions' });
  const lessons = page.getByRole('region', { name: 'Learning Materials' });
  const upcoming = await apiGet<ScheduledSession[]>(page, '/api/scheduled-sessions/upcoming');
  const details = sessions.getByRole('link', { name: /^Details:/ });
  await expect(details).toHaveCount(3);
  expect(await attributes(details, 'href')).toEqual(
    upcoming.slice(0, 3).map((s) => `/student/session/${s.id}`),
  );

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
  // Maya studies Mathematics, English and Biology: the newest lesson, in Chemistry, is not hers.
  expect(newest.items.map((lesson) => lesson.id)).toEqual([
    world.lessons.cells.id,
    world.lessons.inspector.id,
    world.lessons.simultaneous.id,
  ]);
  await expect(page.getByRole('link', { name: 'View All Lessons' })).toHaveAttribute(
    'href',
    '/student/lessons',
  );
});

test('without a year group the home and the schedule say to ask a parent', async ({
  page,
  db,
  world,
}) => {
  await db.update(students).set({ grade: null }).where(eq(students.id, world.profile.id));
  const notice = page.getByRole('complementary', { name: FAMILY_MSG.noYearGroupTitle });
  await page.goto('/student');
  await expect(notice).toContainText('Ask your parent or carer');
  await page.getByRole('link', { name: 'View All', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(notice).toBeVisible();
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
  // The family's timetable: Year 10 Maths every Monday, and never Year 7 (her brother's group).
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

test('a busy week lists every one of its sessions, however many pages they take', async ({
  page,
  db,
  world,
}) => {
  const wednesday = addDays(thisMonday(), 9);
  // More than the 100 sessions of one page, all on one day.
  await db.insert(scheduledSessions).values(
    Array.from({ length: 130 }, (_, i) => ({
      title: `Busy ${i + 1}`,
      subject: world.subjects.maths,
      academicYear: world.years.y10,
      tutorId: world.tutor.id,
      scheduledFor: new Date(wednesday.getTime() + (9 * 60 + i) * 60_000),
      duration: 30,
    })),
  );
  await page.goto('/student/schedule');
  await page.getByRole('button', { name: 'Next week' }).click();
  const day = page.getByRole('listitem', { name: dayLabel(wednesday) });
  await expect(day.getByRole('link', { name: /^Busy \d+/ })).toHaveCount(130);
  await expect(day.getByRole('link', { name: /^Busy 130\b/ })).toBeVisible();
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
  await expect(buttons.first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading sessions' })).toHaveCount(0);
  const { items: sessions, nextCursor } = await apiGet<ScheduledSessionPage>(
    page,
    `/api/student/scheduled-sessions?from=${from}&to=${to}`,
  );
  expect(nextCursor, 'one page holds the whole range').toBeNull();
  const sessionDays = new Set(sessions.map((s) => londonDate(new Date(s.scheduledFor))));
  const cells = await Promise.all(
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
  const highlightedFutureDays = cells.filter((cell) => !cell.disabled && cell.highlighted).length;
  expect(highlightedFutureDays).toBeGreaterThan(0);

  // Choosing a highlighted day lists its sessions; each opens the session dialog.
  const dayOfSession = (s: ScheduledSession) => londonDate(new Date(s.scheduledFor));
  const chosen = cells.find((cell) => !cell.disabled && cell.highlighted)!;
  await page.locator(`button[data-day="${chosen.day}"]`).click();
  const onDay = sessions.filter((s) => dayOfSession(s) === chosen.day);
  const list = page.getByRole('region', { name: /^Sessions on / });
  for (const session of onDay) {
    await expect(list.getByRole('button', { name: new RegExp(session.title) })).toBeVisible();
  }
  const opened = onDay[0]!;
  await list
    .getByRole('button', { name: new RegExp(opened.title) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: opened.title });
  await expect(dialog.getByText('Date', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(dialog.getByText('60 mins')).toBeVisible();
  await expect(dialog.getByText(SESSION_NOTES)).toBeVisible();
  await dialog.getByRole('link', { name: 'Lesson details' }).click();
  await expect(page).toHaveURL(`/student/lesson/${opened.id}`);
});

test('Join shows for any session not cancelled, open in its window, in the dialog only on the day', async ({
  page,
  db,
  world,
}) => {
  const session = async (spec: {
    title: string;
    scheduledFor: Date;
    status: string;
    youtubeUrl?: string;
    venue?: 'classroom' | 'youtube';
  }) =>
    (
      await createScheduledSession(db, {
        ...spec,
        academicYear: world.years.y10,
        subject: world.subjects.maths,
        tutorId: world.tutor.id,
      })
    ).id;
  const tag = uniqueId();
  const url = STREAM_URL;
  const soon = new Date(Date.now() + 5 * 60_000);
  const tomorrow = new Date(soon.getTime() + 86_400_000);
  // Decision 086: Confirmed (the admin form's default) joins like Scheduled.
  const soonConfirmed = await session({
    title: `Join rules soon confirmed ${tag}`,
    scheduledFor: soon,
    status: 'confirmed',
    youtubeUrl: url,
  });
  const soonCancelled = await session({
    title: `Join rules soon cancelled ${tag}`,
    scheduledFor: soon,
    status: 'cancelled',
    youtubeUrl: url,
  });
  const tomorrowScheduled = await session({
    title: `Join rules tomorrow scheduled ${tag}`,
    scheduledFor: tomorrow,
    status: 'scheduled',
    youtubeUrl: url,
  });
  // A YouTube lesson whose link is still to come (issue 29 §7).
  const noLink = await session({
    title: `Join rules no link ${tag}`,
    scheduledFor: soon,
    status: 'scheduled',
    venue: 'youtube',
  });
  const inClassroom = await session({
    title: `Join rules classroom ${tag}`,
    scheduledFor: soon,
    status: 'scheduled',
    venue: 'classroom',
  });

  await page.goto('/student/schedule');
  await page.getByRole('tab', { name: 'Month' }).click();
  const day = page.getByRole('region', { name: /^Sessions on / });
  const openDay = async (instant: Date) => {
    const button = page.locator(`button[data-day="${londonDate(instant)}"]`);
    // Near the end of a month the day is on the next month's page.
    if ((await button.count()) === 0)
      await page.getByRole('button', { name: 'Next month' }).click();
    await button.click();
  };

  await openDay(soon);
  await day.getByRole('button', { name: new RegExp(`soon confirmed ${tag}`) }).click();
  let dialog = page.getByRole('dialog', { name: `Join rules soon confirmed ${tag}` });
  await expect(dialog.getByText('Confirmed', { exact: true })).toBeVisible();
  // Join goes through the product's join page, which records the join (decision 062).
  await expect(dialog.getByRole('link', { name: /Join Session/ })).toHaveAttribute(
    'href',
    `/student/join/${soonConfirmed}`,
  );
  await page.keyboard.press('Escape');

  await day.getByRole('button', { name: new RegExp(`soon cancelled ${tag}`) }).click();
  dialog = page.getByRole('dialog', { name: `Join rules soon cancelled ${tag}` });
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Join/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openDay(tomorrow);
  await day.getByRole('button', { name: new RegExp(`tomorrow scheduled ${tag}`) }).click();
  dialog = page.getByRole('dialog', { name: `Join rules tomorrow scheduled ${tag}` });
  await expect(dialog.getByRole('link', { name: 'Lesson details' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The lesson page shows Join whatever the day; before the window it is disabled.
  await page.goto(`/student/lesson/${tomorrowScheduled}`);
  const early = page.getByRole('button', { name: 'Join Lesson' });
  await expect(early).toBeDisabled();
  await expect(early).toHaveAccessibleDescription(/^Opens [A-Z][a-z]{2} \d{1,2}:\d{2} [ap]m$/);
  await page.goto(`/student/session/${soonConfirmed}`);
  await expect(page.getByRole('link', { name: /Join Lesson/ })).toHaveAttribute(
    'href',
    `/student/join/${soonConfirmed}`,
  );
  await page.goto(`/student/lesson/${soonCancelled}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Join rules soon cancelled ${tag}`,
  );
  await expect(page.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join/ })).toHaveCount(0);
  // In its window but without a stream link: the button is there, disabled, and says why.
  await page.goto(`/student/lesson/${noLink}`);
  const join = page.getByRole('button', { name: 'Join Lesson' });
  await expect(join).toBeDisabled();
  await expect(join).toHaveAccessibleDescription(/join link appears here/);
  // A classroom lesson needs no link: Join opens the classroom page in this tab.
  await page.goto(`/student/lesson/${inClassroom}`);
  await expect(page.getByRole('link', { name: 'Join Lesson' })).toHaveAttribute(
    'href',
    `/classroom/${inClassroom}`,
  );
});

test('the lesson page shows the session, its subject resources and a remembered checklist', async ({
  page,
  world,
}) => {
  await page.goto('/student/schedule');
  // Next week's, which is always to come: a lesson that is over has no checklist to tick.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('Today', { exact: true })).toHaveCount(0);
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
  await expect(page.getByText(SESSION_NOTES)).toBeVisible();

  const resources = page
    .getByRole('heading', { name: `${world.subjects.maths} resources` })
    .locator('..');
  await expect(resources.getByText(world.resources.quadratics.title)).toBeVisible();
  await expect(resources.getByText(world.resources.planner.title)).toHaveCount(0);

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

test('watching a recorded lesson plays it and raises its view count', async ({ page, world }) => {
  const { simultaneous, cells } = world.lessons;
  await page.goto('/student/lessons');
  const table = page.getByRole('table', { name: 'Recorded lessons' });
  for (const column of ['Title', 'Subject', 'Uploaded', 'Duration', 'Views', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = table.getByRole('row', { name: new RegExp(simultaneous.title) });
  const viewsCell = row.getByRole('cell').nth(4);
  await expect(viewsCell).toHaveText('10 views');

  await row.getByRole('button', { name: `Watch: ${simultaneous.title}` }).click();
  const dialog = page.getByRole('dialog', { name: simultaneous.title });
  await expect(dialog.locator(`iframe[title="Video: ${simultaneous.title}"]`)).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/vA-55wZtLeE/,
  );
  await expect(dialog.getByText(simultaneous.description!)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewsCell).toHaveText('11 views');

  // Filters: search and subject, and the empty text.
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('zzz-no-such-lesson');
  await expect(page.getByText('No lessons found. Try adjusting your filters.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: world.subjects.biology, exact: true }).click();
  await expect(table.getByRole('row', { name: new RegExp(cells.title) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(simultaneous.title) })).toHaveCount(0);
});

test('a Watch link on the dashboard opens the player and counts a view', async ({
  page,
  world,
}) => {
  const newest = world.lessons.cells;
  await page.goto('/student');
  const link = page.getByRole('link', { name: /^Watch:/ }).first();
  await expect(link).toHaveAccessibleName(`Watch: ${newest.title}`);
  await link.click();
  await expect(page).toHaveURL('/student/lessons');
  await expect(page.getByRole('dialog', { name: newest.title })).toBeVisible();
  await expect
    .poll(
      async () => (await apiGet<RecordedLesson>(page, `/api/recorded-lessons/${newest.id}`)).views,
    )
    .toBe(11);
});

test('resources list in a table with a detail dialog offering the link', async ({
  page,
  world,
}) => {
  const { organiser, periodicTable, timesTables } = world.resources;
  await page.goto('/student/resources');
  const table = page.getByRole('table', { name: 'Learning resources' });
  for (const column of ['Title', 'Type', 'Subject', 'Uploaded', 'Size', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Chemistry is not one of Maya's subjects.
  await expect(table.getByText(periodicTable.title)).toHaveCount(0);
  await table.getByRole('button', { name: `View: ${organiser.title}` }).click();
  const dialog = page.getByRole('dialog', { name: organiser.title });
  await expect(dialog.getByText(organiser.description!)).toBeVisible();
  await expect(dialog.getByText('610 KB')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open Link/ })).toHaveAttribute(
    'href',
    organiser.externalUrl!,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Quiz' }).click();
  await expect(table.getByRole('row', { name: new RegExp(timesTables.title) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(organiser.title) })).toHaveCount(0);
});

test('live sessions put the one that is live first with Join now', async ({ page, db, world }) => {
  const tutorId = world.tutor.id;
  // Live sessions are for everyone, soonest first: only this test's own are read, and they are
  // soon enough to be on the first page whatever other tests add.
  const scheduled = await createLiveSession(db, {
    title: `Year 10 Biology revision ${world.id}`,
    tutorId,
    scheduledFor: new Date(Date.now() + 2 * 3_600_000),
    status: 'scheduled',
  });
  const clinic = await createLiveSession(db, {
    title: `GCSE Maths drop-in clinic ${world.id}`,
    tutorId,
    scheduledFor: new Date(Date.now() - 10 * 60_000),
    status: 'live',
    youtubeUrl: STREAM_URL,
  });
  await page.goto('/student/live');
  const cards = page.getByRole('main').getByRole('listitem');
  const ours = cards.filter({ hasText: world.id });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText(clinic.title);
  await expect(ours.first().getByText('Live', { exact: true })).toBeVisible();
  await expect(
    ours.first().getByRole('link', { name: `Join now: ${clinic.title}` }),
  ).toHaveAttribute('href', STREAM_URL);
  await expect(ours.last()).toContainText(scheduled.title);
  await expect(ours.last().getByRole('link', { name: /Join/ })).toHaveCount(0);
});
