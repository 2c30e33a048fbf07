import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newFamilyWorld } from './support/family.js';
import { expect, test } from './support/fixtures.js';

/* WCAG 2 A/AA checks of the student and parent screens, wide and at 390px, of a family per screen. */

interface Screen {
  path: string;
  as: 'student' | 'parent';
  /** Opens what is checked once the page's h1 shows (a tab, a dialog). */
  open?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { path: '/student', as: 'student' },
  { path: '/student/lessons', as: 'student' },
  { path: '/student/resources', as: 'student' },
  { path: '/student/live', as: 'student' },
  { path: '/student/schedule', as: 'student' },
  {
    path: '/student/schedule',
    as: 'student',
    open: async (page) => {
      await page.getByRole('tab', { name: 'Month' }).click();
      await expect(page.getByRole('button', { name: /\(today\)/ })).toBeVisible();
    },
  },
  {
    path: '/student/schedule',
    as: 'student',
    open: async (page) => {
      // Next week's, always to come, so the page shows its preparation checklist.
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page.getByText('Today', { exact: true })).toHaveCount(0);
      await page
        .getByRole('link', { name: /Year 10 Maths: algebra/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Lesson preparation' })).toBeVisible();
    },
  },
  { path: '/student/lesson/999999', as: 'student' },
  { path: '/parent-dashboard', as: 'parent' },
  {
    path: '/parent-dashboard',
    as: 'parent',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add child' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a child' })).toBeVisible();
    },
  },
  { path: '/resources', as: 'parent' },
];

// One page load per screen, checked wide and then narrow: a width changes only the layout.
for (const [index, screen] of SCREENS.entries()) {
  test(`${screen.path} (${index}) as ${screen.as} has no WCAG A/AA violations at 1280px or 390px`, async ({
    page,
    db,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs((await newFamilyWorld(db))[screen.as]);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await screen.open?.(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(
        violations.map(
          (v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}
