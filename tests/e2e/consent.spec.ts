import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, readLocalStorage, test } from './support/fixtures.js';

/* Cookie banner and preferences (spec 1 §2, §3 "Cookie consent record", §4). */

test.use({ consent: 'none' });

const banner = (page: Page) => page.getByRole('region', { name: 'We Value Your Privacy' });

const storedConsent = async (page: Page) => {
  const raw = await readLocalStorage(page, CONSENT_KEY);
  expect(raw, 'a stored cookie-consent record').not.toBeNull();
  return JSON.parse(raw!) as { preferences: unknown; timestamp: string; version: string };
};

/** Stores a record before any page loads, as an earlier visit would have. */
const storeRecord = (page: Page, record: object) =>
  page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(JSON.stringify(record))});`,
  });

const expectRecord = async (page: Page, preferences: Record<string, boolean>) => {
  const before = Date.now();
  const record = await storedConsent(page);
  expect(record.preferences).toEqual(preferences);
  expect(record.version).toBe('1.0');
  expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
  expect(before - Date.parse(record.timestamp)).toBeLessThan(60_000);
};

test('a first visit shows the banner with its link and three choices', async ({ page }) => {
  await page.goto('/auth');
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(region.getByRole('button')).toHaveText([
    'Manage Preferences',
    'Necessary Only',
    'Accept All Cookies',
  ]);
  expect(await readLocalStorage(page, CONSENT_KEY)).toBeNull();
});

/*
 * Prerendered pages carry the banner in their HTML so it is in the first paint (decision 021). A
 * head script hides it there from visitors who already chose, before the page's code has loaded.
 */
test.describe('before the page code has loaded', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('a first visit already shows the banner', async ({ page }) => {
    await page.goto('/auth');
    await expect(banner(page)).toBeVisible();
    // Its buttons, and the page's, say they are not ready rather than ignore a click.
    await expect(banner(page).getByRole('button', { name: 'Accept All Cookies' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
    await expect(page.getByLabel('Username')).not.toBeEditable();
  });

  test('a visitor who already chose does not see it', async ({ page }) => {
    await storeRecord(page, {
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
      timestamp: '2026-01-01T00:00:00.000Z',
      version: '1.0',
    });
    await page.goto('/services/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test('a stored record that is not whole asks again once the page is live', async ({ page }) => {
  // Of the current version, so the head script hides the banner; the full check then finds no choice.
  await storeRecord(page, { version: '1.0', preferences: 'all' });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
  await expectRecord(page, {
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
  });
});

test('Accept All Cookies stores every category and the banner stays away', async ({ page }) => {
  await page.goto('/auth');
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toBeHidden();
  await expectRecord(page, {
    necessary: true,
    analytics: true,
    marketing: true,
    preferences: true,
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('Necessary Only stores only the necessary category', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
  await expect(banner(page)).toBeHidden();
  await expectRecord(page, {
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
  });
});

test('Manage Preferences saves exactly the switches chosen', async ({ page }) => {
  await page.goto('/auth');
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();

  const switches = dialog.getByRole('switch');
  await expect(switches).toHaveCount(4);
  const necessary = dialog.getByRole('switch', { name: /^Necessary/ });
  await expect(necessary).toBeDisabled();
  await expect(necessary).toBeChecked();
  for (const name of ['Analytics', 'Marketing', 'Preference']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }
  await expect(dialog.getByRole('button', { name: 'Accept All' })).toBeVisible();

  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expectRecord(page, {
    necessary: true,
    analytics: true,
    marketing: false,
    preferences: false,
  });
});

test('the preferences reopen from the account page with the saved choice', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/account');
  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await page
    .getByRole('region', { name: 'Privacy' })
    .getByRole('button', { name: 'Cookie settings' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  for (const name of ['Analytics', 'Marketing', 'Preference']) {
    await expect(dialog.getByRole('switch', { name })).toBeChecked();
  }
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expectRecord(page, {
    necessary: true,
    analytics: true,
    marketing: false,
    preferences: true,
  });
});
