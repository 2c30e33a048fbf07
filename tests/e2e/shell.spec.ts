import { createRecordedLesson } from '../../src/server/factories/index.js';
import { expect, expectToast, test } from './support/fixtures.js';
import { newTutorStudent, unique } from './support/tutor.js';

/* The tutor/admin frame (spec 1 §2 "Application shell") and the student frame (spec 2 §2.4). */

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

const SIDEBAR_LINKS = [
  'Dashboard',
  'Recorded Lessons',
  'Live Sessions',
  'Students',
  // Issue 28 §8: a tutor's own classes with their rosters.
  'My classes',
  'Resources',
  'Analytics',
  'Messages',
  // Issue 31 §3: the concerns the tutor raised.
  'My concerns',
];

test.describe('tutor shell at 1280px', () => {
  test.use({ viewport: WIDE });

  test('the sidebar is open with its links and up to 3 recent students', async ({
    page,
    db,
    signedInAs,
  }) => {
    const { user } = await signedInAs('tutor');
    const made = [];
    for (const name of ['Ella Walker', 'Noah Evans', 'Zara Khan', 'Chloe Murphy']) {
      made.push(await newTutorStudent(db, user.id, name));
    }
    // The tutor's own students, newest first.
    const expected = made.reverse().slice(0, 3);

    await page.goto('/dashboard');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeVisible();
    await expect(main.getByRole('link')).toHaveText(SIDEBAR_LINKS);
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const recent = page.getByRole('region', { name: 'Recent students' });
    const links = recent.getByRole('link');
    await expect(links).toHaveText(expected.map((s) => s.notes ?? `Student #${s.id}`));
    for (const [index, student] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/students/${student.id}`);
    }
    await links.first().click();
    await expect(page).toHaveURL(`/students/${expected[0]!.id}`);
  });

  test('the toggle closes and reopens the sidebar', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(main).toBeHidden();
    await toggle.click();
    await expect(main).toBeVisible();
  });

  test('the search box finds a lesson', async ({ page, db, signedInAs }) => {
    const { user } = await signedInAs('tutor');
    const { title } = await createRecordedLesson(db, {
      title: unique('Quadratic equations: factorising'),
      tutorId: user.id,
    });
    await page.goto('/dashboard');
    await page.getByRole('combobox', { name: 'Search lessons and students' }).fill(title);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const lesson = results
      .getByRole('group', { name: 'Lessons' })
      .getByRole('option', { name: title });
    await expect(lesson).toBeVisible();
    await lesson.click();
    await expect(page).toHaveURL(/\/recorded-lessons\/\d+$/);
    await expect(results).toBeHidden();
  });

  test('the search box finds a student with the keyboard', async ({ page, db, signedInAs }) => {
    const { user } = await signedInAs('tutor');
    const { name } = await newTutorStudent(db, user.id, unique('Maya Shah'));
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search lessons and students' });
    await search.fill(name!);
    const student = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Students' })
      .getByRole('option', { name: name! });
    await expect(student).toBeVisible();
    await search.press('ArrowDown');
    await expect(student).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/students\/\d+$/);
  });

  test('the search box says when nothing matches', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    await page.goto('/dashboard');
    await page
      .getByRole('combobox', { name: 'Search lessons and students' })
      .fill('qxzvwq nothing here');
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
  });
});

test.describe('tutor shell at 390px', () => {
  test.use({ viewport: NARROW });

  test('the sidebar starts closed, opens with the toggle and closes after navigating', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('tutor');
    await page.goto('/dashboard');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Live Sessions' }).click();
    await expect(page).toHaveURL('/live-sessions');
    await expect(sheet).toBeHidden();
  });

  test("the bottom bar's Dashboard goes to /dashboard for a tutor", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('tutor');
    await page.goto('/students');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar.getByRole('link')).toHaveText([
      'Dashboard',
      'Lessons',
      'Live',
      'Students',
      'Resources',
      'Messages',
    ]);
    await bar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test("the bottom bar's Dashboard goes to /admin for an admin", async ({ page, signedInAs }) => {
    await signedInAs('admin');
    await page.goto('/students');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('student shell', () => {
  test('shows who is signed in, the section links and Logout', async ({ page, signedInAs }) => {
    await page.setViewportSize(WIDE);
    await signedInAs('student');
    await page.goto('/student');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('MS', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Maya Shah', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Student', { exact: true })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Student area' });
    const links: [string, string][] = [
      ['Home', '/student'],
      ['My Schedule', '/student/schedule'],
      ['Recorded Lessons', '/student/lessons'],
      ['Resources', '/student/resources'],
      ['Live Sessions', '/student/live'],
      ['Profile Settings', '/account'],
    ];
    await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name));
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'My Schedule' }).click();
    await expect(page).toHaveURL('/student/schedule');

    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page).toHaveURL('/');
    await page.goto('/student');
    await expect(page).toHaveURL('/auth');
  });

  test('at 390px the navigation opens from the toggle', async ({ page, signedInAs }) => {
    await page.setViewportSize(NARROW);
    await signedInAs('student');
    await page.goto('/student');
    await expect(page.getByRole('navigation', { name: 'Student area' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Recorded Lessons' }).click();
    await expect(page).toHaveURL('/student/lessons');
    await expect(sheet).toBeHidden();
  });
});
