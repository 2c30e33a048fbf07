import type { Page } from '@playwright/test';
import { expect, expectToast, test, TEST_PASSWORD } from './support/fixtures.js';

/* The account page, each test with an account of its own, made for it. */

const renameOnAccountPage = async (page: Page, newName: string) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill(newName);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated', 'Your details have been saved.');
};

test('a parent changes their full name and sees it in the sidebar', async ({
  page,
  signedInAs,
}) => {
  const { user } = await signedInAs('parent');
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Full name')).toHaveValue(user.fullName);
  await expect(profile.getByLabel('Email address')).toHaveValue(user.email);
  await expect(profile.getByLabel('Username')).toHaveValue(user.username);
  await expect(profile.getByLabel('Username')).toBeDisabled();

  await renameOnAccountPage(page, 'Edward Walker');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Edward Walker', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('EW', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await page.reload();
  await expect(profile.getByLabel('Full name')).toHaveValue('Edward Walker');
});

test('a tutor changes their full name and sees it in the profile menu', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { user } = await signedInAs('tutor');
  await renameOnAccountPage(page, 'Dan Okafor-Reid');
  // Short timeout on purpose: the toast that just appeared must not cover the menu button.
  await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 2_000 });
  await expect(page.getByRole('menu')).toContainText('Dan Okafor-Reid');
  await expect(page.getByRole('menu')).toContainText(user.email);
});

test('changing the email asks for the current password and refuses a wrong one', async ({
  page,
  signedInAs,
}) => {
  const { user } = await signedInAs('parent');
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  const newEmail = `moved.${user.username}@example.com`;
  await profile.getByLabel('Email address').fill(newEmail);
  const current = profile.getByLabel('Current password');
  await expect(current).toBeVisible();

  await current.fill('not-my-password');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.getByText('Your current password is not correct.')).toBeVisible();

  await current.fill(TEST_PASSWORD);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated', 'Your details have been saved.');
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  await page.reload();
  await expect(profile.getByLabel('Email address')).toHaveValue(newEmail);
});

test('a full name that is too short is refused under the field', async ({ page, signedInAs }) => {
  await signedInAs('parent');
  await page.goto('/account');
  const fullName = page.getByRole('region', { name: 'Profile' }).getByLabel('Full name');
  await fullName.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong current password is refused and the password stays', async ({
  page,
  signedInAs,
  playwright,
  baseURL,
}) => {
  const { username } = await signedInAs('tutor');
  await page.goto('/account#security');
  const security = page.getByRole('region', { name: 'Security' });
  const current = security.getByLabel('Current password');

  await current.fill('not-my-password');
  await security.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await security.getByLabel('Confirm new password').fill('brand-new-passwork');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );

  await security.getByLabel('Confirm new password').fill('brand-new-password');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('Your current password is not correct.');
  await expectToast(
    page,
    'Could not change your password',
    'Your current password is not correct.',
  );

  const api = await playwright.request.newContext({ baseURL });
  const check = await api.post('/api/login', {
    data: { username, password: TEST_PASSWORD, role: 'tutor' },
  });
  expect(check.status()).toBe(200);
  await api.dispose();
});
