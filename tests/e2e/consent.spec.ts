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
