import type { Page } from '@playwright/test';
import type { Db } from '../../src/server/db/client.js';
import { createCompany, createScheduledSession } from '../../src/server/factories/index.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import { expect, expectToast, test } from './support/fixtures.js';
import {
  addDays,
  dayLabel,
  dayOf,
  LONDON,
  londonDate,
  newFamilyWorld,
  thisMonday,
} from './support/family.js';
import { newTutor, newUser, uniqueId } from './support/world.js';

/*
 * The parent area (spec 2 §2.5) and the children a parent manages (spec 1 §1), each test with a
 * family of its own: Priya Shah's (see newFamilyWorld), or a new parent with no children yet.
 */

/** A parent of a new company, with no children yet. */
async function newParent(db: Db) {
  const company = await createCompany(db, { name: `Company ${uniqueId()}` });
  return newUser(db, {
    fullName: `Test Parent ${uniqueId()}`,
    role: 'parent',
    companyId: company.id,
  });
}

/**
 * A group session of a real year group, which the children a test adds through the form join.
 * Others' sessions of that year may show too, so tests look for this one by its title.
 */
async function newYearGroupSession(db: Db, academicYear: string, title: string, inHours: number) {
  const tutor = await newTutor(db);
  return createScheduledSession(db, {
    title: `${title} ${uniqueId()}`,
    academicYear,
    tutorId: tutor.id,
    scheduledFor: new Date(Date.now() + inHours * 3_600_000),
    status: 'confirmed',
  });
}

/** The week view's card for the day of an instant, moving to next week when it falls there. */
async function dayCard(page: Page, instant: Date) {
  const days = page.getByRole('listitem', { name: /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/ });
  await expect(days).toHaveCount(7);
  const day = page.getByRole('listitem', { name: dayLabel(dayOf(londonDate(instant))) });
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  return day;
}

test.use({ timezoneId: LONDON, locale: 'en-GB' });

test('the dashboard welcomes the parent and shows the family’s next sessions and lessons', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await newFamilyWorld(db);
  await signInAs(world.parent);
  await page.goto('/parent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya Shah' })).toBeVisible();

  const schedule = page.getByRole('region', { name: "This Week's Schedule" });
  await expect(schedule.getByText('15 Live Lessons Weekly')).toBeVisible();
  const res = await page.request.get('/api/scheduled-sessions/upcoming');
  const upcoming = (await res.json()) as ScheduledSession[];
  const titles = schedule
    .getByRole('listitem')
    .getByRole('link')
    .filter({ hasNotText: 'Join Session' });
  await expect(titles).toHaveCount(5);
  expect(await titles.allTextContents()).toEqual(upcoming.slice(0, 5).map((s) => s.title));
  // Each session says whose it is.
  const sessionItems = schedule.getByRole('listitem').filter({ hasText: /For (Maya|Arjun)/ });
  await expect(sessionItems).toHaveCount(5);

  const children = page.getByRole('heading', { name: 'My Children' }).locator('../..');
  await expect(children.getByRole('heading', { name: 'Maya Shah' })).toBeVisible();
  await expect(children.getByText(`Signs in as ${world.student.username}`)).toBeVisible();
  await expect(children.getByRole('heading', { name: 'Arjun Shah' })).toBeVisible();
  await expect(children.getByText('No sign-in of their own')).toBeVisible();

  const resources = page.getByRole('region', { name: 'Learning Resources' });
  await expect(resources.getByRole('link', { name: /Resource folders/ })).toHaveAttribute(
    'href',
    '/resources',
  );
  const recent = page.getByRole('region', { name: 'Recent Lessons' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/student/lessons',
  );

  const support = page.getByRole('region', { name: 'Support' });
  // Issue 16: it opens the parent's conversations with their children's tutors.
  await expect(support.getByRole('link', { name: 'Contact Tutor' })).toHaveAttribute(
    'href',
    '/messages',
  );
});

test("the parent's week shows both children's groups; the student's only her own", async ({
  page,
  db,
  signInAs,
}) => {
  const world = await newFamilyWorld(db);
  await signInAs(world.parent);
  await page.goto('/student/schedule');
  const monday = page.getByRole('listitem', { name: dayLabel(thisMonday()) });
  // Issue 18 §2: each session says which child it is for.
  await expect(
    monday.getByRole('link', { name: /Year 10 Maths: algebra.*For Maya/ }),
  ).toBeVisible();
  await expect(
    monday.getByRole('link', { name: /Year 7 English: reading skills.*For Arjun/ }),
  ).toBeVisible();
  // Nobody in the family is in Year 6.
  const tuesday = page.getByRole('listitem', { name: dayLabel(addDays(thisMonday(), 1)) });
  await expect(tuesday.getByRole('link', { name: /Year 10 Biology/ })).toBeVisible();
  await expect(tuesday.getByText(/Year 6 Maths/)).toHaveCount(0);

  await signInAs(world.student);
  await page.reload();
  await expect(monday.getByRole('link', { name: /Year 10 Maths: algebra/ })).toBeVisible();
  await expect(monday.getByText(/Year 7 English/)).toHaveCount(0);
  await expect(monday.getByText('For Maya')).toHaveCount(0);
});

test('a parent adds a child, sees the child’s sessions, edits and removes the child', async ({
  page,
  db,
  signInAs,
}) => {
  const year6 = await newYearGroupSession(db, 'Year 6', 'Year 6 Maths: SATs preparation', 2);
  const year7 = await newYearGroupSession(db, 'Year 7', 'Year 7 English: reading skills', 3);
  const { fullName } = await signInAs(await newParent(db));
  await page.goto('/parent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
  const schedule = page.getByRole('region', { name: "This Week's Schedule" });
  await expect(schedule.getByText('No sessions scheduled')).toBeVisible();
  await expect(page.getByText('No children added yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(
    "Please enter your child's name",
  );
  await expect(dialog.getByRole('combobox', { name: 'Year group' })).toHaveAccessibleDescription(
    'Please choose a year group',
  );

  await dialog.getByLabel('Name').fill('Ella Walker-Test');
  await dialog.getByRole('combobox', { name: 'Year group' }).click();
  await page.getByRole('option', { name: 'Year 6', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Mathematics' }).check();
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expectToast(page, 'Child added');
  await expect(dialog).toBeHidden();

  const child = page.getByRole('listitem').filter({ hasText: 'Ella Walker-Test' });
  await expect(child.getByText('Year 6', { exact: true })).toBeVisible();
  await expect(child.getByText('Mathematics', { exact: true })).toBeVisible();
  // The Year 6 group fills the family's schedule at once.
  await expect(schedule.getByRole('link', { name: year6.title })).toBeVisible();
  await expect(schedule.getByRole('listitem').filter({ hasText: year6.title })).toContainText(
    'For Ella',
  );

  await page.goto('/student/schedule');
  const day = await dayCard(page, year6.scheduledFor);
  await expect(day.getByRole('link', { name: new RegExp(year6.title) })).toBeVisible();
  await expect(page.getByText(year7.title)).toHaveCount(0);

  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: 'Edit Ella Walker-Test' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ella Walker-Test' });
  await edit.getByRole('combobox', { name: 'Year group' }).click();
  await page.getByRole('option', { name: 'Year 7', exact: true }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Child updated');
  await expect(schedule.getByText(year7.title)).toBeVisible();
  await expect(schedule.getByText(year6.title)).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove Ella Walker-Test' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this child?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Child removed');
  await expect(page.getByText('No children added yet')).toBeVisible();
  await expect(schedule.getByText('No sessions scheduled')).toBeVisible();
});

test('a child can get their own sign-in and then sees only their own schedule', async ({
  page,
  db,
  signInAs,
  browser,
}) => {
  const gcse = await newYearGroupSession(db, 'Year 11 (GCSE)', 'GCSE Maths: revision', 0.2);
  const unique = uniqueId();
  await signInAs(await newParent(db));
  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: 'Add child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('Name').fill('Noah Test');
  await dialog.getByRole('combobox', { name: 'Year group' }).click();
  await page.getByRole('option', { name: 'Year 11 (GCSE)' }).click();
  await dialog.getByRole('switch', { name: 'Give them their own sign-in' }).click();
  await dialog.getByLabel('Username').fill(`e2e-child-${unique}`);
  await dialog.getByLabel('Password').fill('child-password');
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expectToast(page, 'Child added');
  await expect(page.getByText(`Signs in as e2e-child-${unique}`)).toBeVisible();

  const childContext = await browser.newContext({ timezoneId: LONDON });
  const childPage = await childContext.newPage();
  const res = await childPage.request.post('/api/login', {
    data: { username: `e2e-child-${unique}`, password: 'child-password', role: 'student' },
  });
  expect(res.status()).toBe(200);
  await childPage.goto('/student');
  await expect(
    childPage.getByRole('heading', { level: 1, name: 'Welcome, Noah Test' }),
  ).toBeVisible();
  const sessions = childPage.getByRole('region', { name: 'Upcoming Sessions' });
  await expect(sessions.getByRole('heading', { name: gcse.title })).toBeVisible();
  await expect(sessions.getByRole('heading', { name: /^Year 10 / })).toHaveCount(0);
  await childContext.close();
});

test('the calendar link subscribes without a session and stops working once reset', async ({
  page,
  db,
  signInAs,
  playwright,
}) => {
  await signInAs(await newParent(db));
  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your sessions to your calendar' });
  const field = dialog.getByLabel('Your private calendar link');
  await expect(field).toHaveValue(/\/calendar\/[\w-]+\.ics$/);
  const oldUrl = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    oldUrl.replace(/^https?:/, 'webcal:'),
  );

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toContainText('Calendar link copied');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(oldUrl);

  // A calendar app has no cookies.
  const anonymous = await playwright.request.newContext();
  const feed = await anonymous.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('Calendar link reset');
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect((await anonymous.get(oldUrl)).status()).toBe(404);
  expect((await anonymous.get(newUrl)).status()).toBe(200);
  await anonymous.dispose();
});

test('the parent has one home: the old portal and /student lead to it or to the lessons', async ({
  page,
  db,
  signInAs,
}) => {
  const world = await newFamilyWorld(db);
  const { id, title } = world.lessons.inspector;
  await signInAs(world.parent);
  // Issue 18 §2: the portal's links, a watched lesson's among them, open the lessons page.
  await page.goto(`/parent-portal?watch=${id}`);
  await expect(page).toHaveURL(/\/student\/lessons/);
  const player = page.getByRole('dialog', { name: title });
  await expect(player.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Student area' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page).toHaveURL('/parent-dashboard');
  await page.goto('/student');
  await expect(page).toHaveURL('/parent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya Shah' })).toBeVisible();
});

test("the resources folder view opens each child's subjects with the family's resources", async ({
  page,
  db,
  signInAs,
}) => {
  // The folders are the real subjects, so this family studies them by their real names.
  const world = await newFamilyWorld(db, { subjects: 'shared' });
  await signInAs(world.parent);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Resources' })).toBeVisible();
  // Issue 18 §2: a folder per child's year group, holding that child's subjects.
  for (const group of [world.years.y10, world.years.y7]) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Primary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Physics/ })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`^Mathematics.*${world.years.y10}$`) }).click();
  await expect(
    page.getByRole('heading', { name: `${world.years.y10}: Mathematics` }),
  ).toBeVisible();
  await expect(page.getByText(world.resources.quadratics.title)).toBeVisible();
  await expect(page.getByText(world.resources.planner.title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Folders' }).click();
  await page.getByRole('button', { name: new RegExp(`^English.*${world.years.y7}$`) }).click();
  await expect(page.getByText(world.resources.planner.title)).toBeVisible();
});
