import type { Page } from '@playwright/test';
import {
  createResource,
  createScheduledSession,
  createStudent,
} from '../../src/server/factories/index.js';
import { LONDON, STREAM_URL } from './support/family.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newAdmin, newFamily, newTutor, uniqueId } from './support/world.js';

/*
 * Issue 26 §5, what families hit: Join on a Confirmed session, Join days early, weeks of absences
 * for a child added today, focus lost when a dialog closes, and a status word in two colours.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "Opens Mon 4:50 pm": ten minutes before the start, in UK time. */
const opensLabel = (start: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(start.getTime() - 10 * MINUTE));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `Opens ${part('weekday')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase().replace(/\W/g, '')}`;
};

/** A family of a year group of its own, and a tutor for its sessions. */
async function family(db: Parameters<typeof newFamily>[0]) {
  const grade = `Year 9 ${uniqueId()}`;
  const tutor = await newTutor(db);
  const world = await newFamily(db, { grade, childName: 'Ada Lovelace' });
  const session = (title: string, scheduledFor: Date, status = 'confirmed') =>
    createScheduledSession(db, {
      title: `${title} ${uniqueId()}`,
      academicYear: grade,
      tutorId: tutor.id,
      status,
      youtubeUrl: STREAM_URL,
      scheduledFor,
    });
  return { ...world, grade, tutor, session };
}

test('a Confirmed session with a link can be joined in its window, on every Join button', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await family(db);
  const now = await world.session('Confirmed now', new Date(Date.now() + 5 * MINUTE));
  await signInAs(world.parent);

  await page.goto('/parent-dashboard');
  const item = page.getByRole('listitem').filter({ hasText: now.title });
  await expect(item.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: /Join Session/ })).toHaveAttribute(
    'href',
    `/student/join/${now.id}`,
  );
  await page.goto(`/student/session/${now.id}`);
  await expect(page.getByRole('link', { name: /Join Lesson/ })).toHaveAttribute(
    'href',
    `/student/join/${now.id}`,
  );
  await page.goto('/student/schedule');
  await page.getByRole('tab', { name: 'Month' }).click();
  await page
    .getByRole('region', { name: /^Sessions on / })
    .getByRole('button', { name: new RegExp(now.title) })
    .click();
  const dialog = page.getByRole('dialog', { name: now.title });
  await expect(dialog.getByRole('link', { name: /Join Session/ })).toHaveAttribute(
    'href',
    `/student/join/${now.id}`,
  );
});

test('before its window Join is disabled and says when it opens', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await family(db);
  // Scheduled, which showed Join days early, leading to a page that refused (409).
  const later = await world.session('Later this week', new Date(Date.now() + 2 * DAY), 'scheduled');
  await signInAs(world.parent);

  await page.goto('/parent-dashboard');
  const item = page.getByRole('listitem').filter({ hasText: later.title });
  const join = item.getByRole('button', { name: 'Join Session' });
  await expect(join).toBeDisabled();
  await expect(join).toHaveAccessibleDescription(opensLabel(later.scheduledFor));
  await expect(item.getByRole('link', { name: /Join/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/student/lesson/${later.id}`);
  await expect(page.getByRole('button', { name: 'Join Lesson' })).toHaveAccessibleDescription(
    opensLabel(later.scheduledFor),
  );
});

test('the join page opened early says when joining opens, without a refusal to retry', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await family(db);
  const later = await world.session('Opened from an email', new Date(Date.now() + 2 * DAY));
  await signInAs(world.parent);
  const refused: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith(`/join`) && res.request().method() === 'POST')
      refused.push(res.status());
  });

  await page.goto(`/student/join/${later.id}`);
  await expect(page.getByRole('heading', { level: 1, name: later.title })).toBeVisible();
  await expect(page.getByText('Joining opens 10 minutes before the session starts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join as/ })).toHaveCount(0);
  expect(refused).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a child added today is not marked absent from sessions held before', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await family(db);
  const held = await world.session('Held last week', new Date(Date.now() - 7 * DAY), 'completed');
  await createStudent(db, {
    parentId: world.parent.id,
    name: 'Nia Newcomer',
    grade: world.grade,
    subjects: 'Mathematics',
    createdAt: new Date(),
  });
  await signInAs(world.parent);

  await page.goto('/parent-dashboard');
  const attendance = page.getByRole('region', { name: 'Attendance' });
  const nia = attendance.getByRole('region', { name: 'Nia Newcomer' });
  await expect(nia.getByText('No sessions in the last 92 days yet.')).toBeVisible();
  // The child who was there all along still has the session.
  const ada = attendance.getByRole('region', { name: 'Ada Lovelace' });
  await expect(ada.getByRole('listitem').filter({ hasText: held.title })).toContainText('Absent');
  await expectNoAxeViolations(page);
});

test('focus returns to the button that opened a dialog when it closes', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await family(db);
  await signInAs(world.parent);
  await page.goto('/parent-dashboard');
  const addChild = page.getByRole('button', { name: 'Add child' });
  await addChild.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addChild).toBeFocused();

  await signInAs(world.tutor);
  await page.goto('/students');
  const addStudent = page.getByRole('button', { name: 'Add Student' }).first();
  await addStudent.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addStudent).toBeFocused();

  // Opened from a menu item, which leaves with its menu: focus goes back to the menu's button.
  const sheet = await createResource(db, {
    tutorId: world.tutor.id,
    subject: 'Mathematics',
    title: `Focus sheet ${uniqueId()}`,
    externalUrl: 'https://www.bbc.co.uk/bitesize',
  });
  await page.goto('/resources');
  const actions = page.getByRole('button', { name: `Actions for ${sheet.title}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Resource' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions).toBeFocused();
});

test('a status word has one colour for staff and for families', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  const world = await family(db);
  const confirmed = await world.session('Colour check', new Date(Date.now() + 3 * DAY));
  const colourOf = (target: Page, word: string) =>
    target.evaluate<string[]>(
      `[...document.querySelectorAll('span')].filter((span) => span.textContent === ${JSON.stringify(word)}).map((span) => getComputedStyle(span).backgroundColor)`,
    );

  await signInAs(world.parent);
  await page.goto('/parent-dashboard');
  await expect(
    page.getByRole('listitem').filter({ hasText: confirmed.title }).getByText('Confirmed'),
  ).toBeVisible();
  const colours = await colourOf(page, 'Confirmed');

  const staff = await browser.newContext({ timezoneId: LONDON, locale: 'en-GB' });
  const admin = await staff.newPage();
  await signInAs(await newAdmin(db), staff);
  await admin.goto(`/admin?tab=schedule&tutor=${world.tutor.id}`);
  await expect(admin.getByRole('rowheader', { name: confirmed.title })).toBeVisible();
  colours.push(...(await colourOf(admin, 'Confirmed')));
  await staff.close();
  expect(colours.length).toBeGreaterThanOrEqual(2);
  expect(new Set(colours).size).toBe(1);
});
