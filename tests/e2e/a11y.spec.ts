import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStudent } from '../../src/server/factories/index.js';
import { expect, test } from './support/fixtures.js';
import type { AccountRole } from './support/fixtures.js';

/* Automated WCAG 2 A/AA checks of the foundation's screens. */

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
};

interface Screen {
  name: string;
  path: string;
  as?: AccountRole;
  /** What shows once the screen is ready; defaults to its h1. */
  ready?: (page: Page) => Promise<void>;
  /** Also checked at 390px, where the layout changes. */
  narrow?: boolean;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

const SCREENS: Screen[] = [
  { name: 'the sign-in page', path: '/auth', narrow: true },
  {
    name: 'the forgot dialog',
    path: '/auth',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Forgot username or password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    },
  },
  { name: 'the account page', path: '/account', as: 'parent' },
  { name: 'a tutor page in the shell', path: '/students', as: 'tutor', narrow: true },
  { name: 'the student shell', path: '/student', as: 'student', narrow: true },
  { name: 'the not-found page', path: '/no-such-page' },
];

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height } });
    for (const screen of SCREENS.filter((s) => width > 390 || s.narrow)) {
      test(screen.name, async ({ page, signedInAs }) => {
        if (screen.as) await signedInAs(screen.as);
        await page.goto(screen.path);
        await (screen.ready ?? h1)(page);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('first visit', () => {
  test.use({ consent: 'none' });

  test('the cookie banner', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('region', { name: 'We Value Your Privacy' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the cookie preferences dialog', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Manage Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the tutor navigation sheet at 390px', async ({ page, db, signedInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { user } = await signedInAs('tutor');
  await createStudent(db, { name: 'Ella Walker', tutorId: user.id });
  await page.goto('/students');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const recent = page.getByRole('region', { name: 'Recent students' });
  await expect(recent.getByRole('link').first()).toBeVisible();
  await expectNoViolations(page);
});
