import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { codeSnifferErrors } from './screen-check.js';

/**
 * No axe WCAG 2 A/AA violation and no HTML_CodeSniffer WCAG2AA error (what pa11y runs) on the
 * page as it stands: the two checkers issue 26 asks every changed screen to pass.
 */
export async function expectNoAxeViolations(page: Page) {
  // Legacy mode runs axe in the page itself; its usual finish opens a new page (screen-check.ts).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  expect(await codeSnifferErrors(page)).toEqual([]);
}

/** The two widths issue 26 walked: a phone and a laptop. */
export const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

/**
 * Checks the page at a laptop's and a phone's width, as above, and saves a full-page screenshot
 * of each to SHOTS_DIR when it is set.
 */
export async function checkAndShoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${name}-${width}.png`,
        fullPage: true,
      });
  }
}
