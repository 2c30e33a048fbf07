import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import { expect, expectToast, test } from './support/fixtures.js';
import {
  adminApi,
  LONDON,
  signInNewParent,
  thisMonday,
  addDays,
  dayLabel,
} from './support/family.js';

/*
 * The parent area (spec 2 §2.5) and the children a parent manages (spec 1 §1). The demo parent,
 * Priya Shah, is only read; changes happen to a parent each test registers for itself.
 */

test.use({ timezoneId: LONDON, locale: 'en-GB' });

test('the dashboard welcomes the parent and shows the family’s next sessions and lessons', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/parent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya Shah' })).toBeVisible();

  const schedule = page.getByRole('region', { name: "This Week's Schedule" });
  await expect(schedule.getByText('15 Live Lessons Weekly')).toBeVisible();
  await expect(async () => {
    await page.reload();
    const res = await page.request.get('/api/scheduled-sessions/upcoming');
    const upcoming = (await res.json()) as ScheduledSession[];
    const titles = schedule
      .getByRole('listitem')
      .getByRole('link')
      .filter({ hasNotText: 'Join Session' });
    await expect(titles).toHaveCount(5);
    expect(await titles.allTextContents()).toEqual(upcoming.slice(0, 5).map((s) => s.title));
  }).toPass({ timeout: 20_000 });
  // Each session says whose it is. Which child comes first depends on what other tests add.
  const sessionItems = schedule.getByRole('listitem').filter({ hasText: /For (Maya|Arjun)/ });
  await expect(sessionItems).toHaveCount(5);

  const children = page.getByRole('heading', { name: 'My Children' }).locator('../..');
  await expect(children.getByRole('heading', { name: 'Maya Shah' })).toBeVisible();
  await expect(children.getByText('Signs in as student')).toBeVisible();
  await expect(children.getByRole('heading', { name: 'Arjun Shah' })).toBeVisible();
  await expect(children.getByText('No sign-in of their own')).toBeVisible();

  const resources = page.getByRole('region', { name: 'Learning Resources' });
  await expect(resources.getByRole('link', { name: /Primary/ })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expect(resources.getByRole('link', { name: /Secondary/ })).toHaveAttribute(
    'href',
    '/resources',
  );
  const recent = page.getByRole('region', { name: 'Recent Lessons' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/parent-portal',
  );

  const support = page.getByRole('region', { name: 'Support' });
  await expect(support.getByRole('button', { name: 'Contact Tutor' })).toBeDisabled();
  await expect(support.getByRole('button', { name: 'Contact Tutor' })).toHaveAccessibleDescription(
    'Coming soon',
  );
});

test("the parent's week shows both children's groups; the student's only her own", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/student/schedule');
  const monday = page.getByRole('listitem', { name: dayLabel(thisMonday()) });
  await expect(monday.getByRole('link', { name: /Year 10 Maths: algebra/ })).toBeVisible();
  await expect(monday.getByRole('link', { name: /Year 7 English: reading skills/ })).toBeVisible();
  // Nobody in the family is in Year 6.
  const tuesday = page.getByRole('listitem', { name: dayLabel(addDays(thisMonday(), 1)) });
  await expect(tuesday.getByRole('link', { name: /Year 10 Biology/ })).toBeVisible();
  await expect(tuesday.getByText(/Year 6 Maths/)).toHaveCount(0);
});

test('a parent adds a child, sees the child’s sessions, edits and removes the child', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const { fullName } = await signInNewParent(page, admin);
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
  // The demo timetable has one Year 6 group a week: it fills the family's schedule at once.
  await expect(schedule.getByRole('link', { name: 'Year 6 Maths: SATs preparation' })).toHaveCount(
    5,
  );
  await expect(schedule.getByText('For Ella').first()).toBeVisible();

  await page.goto('/student/schedule');
  const tuesday = page.getByRole('listitem', { name: dayLabel(addDays(thisMonday(), 1)) });
  await expect(tuesday.getByRole('link', { name: /Year 6 Maths: SATs preparation/ })).toBeVisible();
  await expect(page.getByText(/Year 10 Maths/)).toHaveCount(0);

  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: 'Edit Ella Walker-Test' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ella Walker-Test' });
  await edit.getByRole('combobox', { name: 'Year group' }).click();
  await page.getByRole('option', { name: 'Year 7', exact: true }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Child updated');
  await expect(schedule.getByText(/Year 7 /).first()).toBeVisible();
  await expect(schedule.getByText('Year 6 Maths: SATs preparation')).toHaveCount(0);

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
  request,
  browser,
}) => {
  const admin = await adminApi(request);
  const { unique } = await signInNewParent(page, admin);
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
  await expect(sessions.getByRole('heading', { name: /^GCSE / }).first()).toBeVisible();
  await expect(sessions.getByRole('heading', { name: /^Year 10 / })).toHaveCount(0);
  await childContext.close();
});

test('the calendar link subscribes without a session and stops working once reset', async ({
  page,
  request,
  playwright,
}) => {
  const admin = await adminApi(request);
  await signInNewParent(page, admin);
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

test('the parent portal plays lessons and says when nothing matches', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/parent-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Recorded Lessons' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('inspector');
  const tiles = page.getByRole('main').getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(
    tiles.getByRole('heading', { name: 'An Inspector Calls: key themes' }),
  ).toBeVisible();
  await expect(tiles.getByText('55 min', { exact: true })).toBeVisible();

  await tiles.getByRole('button', { name: 'Watch Lesson: An Inspector Calls: key themes' }).click();
  const player = page.getByRole('dialog', { name: 'An Inspector Calls: key themes' });
  await expect(player.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await expect(player).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search lessons' }).fill('zzz-nothing-like-this');
  await expect(page.getByRole('heading', { name: 'No lessons found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
});

test('the resources folder view opens a subject and comes back', async ({ page, signedInAs }) => {
  await signedInAs('parent');
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Resources' })).toBeVisible();
  for (const group of ['Primary', 'Year 7/8', 'Year 9', 'Year 10', 'Year 11']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await page.getByRole('button', { name: /^Mathematics.*Year 10$/ }).click();
  await expect(page.getByRole('heading', { name: 'Year 10: Mathematics' })).toBeVisible();
  await expect(page.getByText('Quadratics practice sheet')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Folders' }).click();

  // Nobody in the family studies Physics: its folder has nothing for them yet.
  await page.getByRole('button', { name: /^Physics.*Year 11$/ }).click();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(
    page.getByText('Learning resources for this subject will be available soon'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to Folders' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Primary' })).toBeVisible();
});
