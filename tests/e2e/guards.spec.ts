import type { Page } from '@playwright/test';
import { expect, test, TEST_PASSWORD } from './support/fixtures.js';
import { newTutor } from './support/world.js';

/*
 * Route guards (spec 1 §2 "Route guards", docs/decisions/001). A spinner may show while the
 * session loads; these tests only look at where each visit ends and what it shows.
 */

/** Every path the page's main frame visits, SPA redirects included. */
const pathsVisited = (page: Page) => {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
};

test.describe('signed out', () => {
  for (const path of ['/admin', '/dashboard', '/student', '/parent-dashboard', '/account']) {
    test(`${path} goes to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    });
  }

  test('signing in returns to the page that was asked for', async ({ page, db, signIn }) => {
    const tutor = await newTutor(db);
    await page.goto('/recorded-lessons');
    await expect(page).toHaveURL('/auth');
    await signIn(page, tutor.username, TEST_PASSWORD, 'Tutor');
    await expect(page).toHaveURL('/recorded-lessons');
    await expect(page.getByRole('heading', { level: 1, name: 'Recorded Lessons' })).toBeVisible();
  });
});

test.describe('signed in with the wrong role', () => {
  // A signed-in person sent to /auth is sent on home by the sign-in page.
  test('a tutor on /admin is sent to /auth, then home', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    const visited = pathsVisited(page);
    await page.goto('/admin');
    await expect(page).toHaveURL('/dashboard');
    expect(visited).toContain('/auth');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a parent on /admin is sent to /auth, then home', async ({ page, signedInAs }) => {
    await signedInAs('parent');
    const visited = pathsVisited(page);
    await page.goto('/admin');
    await expect(page).toHaveURL('/parent-dashboard');
    expect(visited).toContain('/auth');
  });

  test('a parent on /dashboard goes to their one home, /parent-dashboard', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('parent');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/parent-dashboard');
  });

  test('a student on /parent-dashboard goes to /', async ({ page, signedInAs }) => {
    await signedInAs('student');
    await page.goto('/parent-dashboard');
    await expect(page).toHaveURL('/');
  });

  test('a tutor on /parent-portal goes to /', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    await page.goto('/parent-portal');
    await expect(page).toHaveURL('/');
  });

  test('a tutor on /student goes to /dashboard', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    await page.goto('/student');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('shared pages', () => {
  test('an admin may use the tutor pages', async ({ page, signedInAs }) => {
    await signedInAs('admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });

  test('/resources is the tutor page for a tutor', async ({ page, signedInAs }) => {
    await signedInAs('tutor');
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('/resources is the folder view for a parent', async ({ page, signedInAs }) => {
    await signedInAs('parent');
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Resources');
    await expect(page.getByRole('navigation', { name: 'Student area' })).toBeVisible();
  });
});
