import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectToast, test } from './support/fixtures.js';
import type { RoleLabel } from './support/fixtures.js';

/*
 * The account page. These tests change seeded family and tutor accounts that no other test signs
 * in with (never the four demo accounts), and put every change back afterwards.
 */

interface Account {
  username: string;
  fullName: string;
  email: string;
  roleLabel: RoleLabel;
}

const FAMILY: Account = {
  username: 'tom.walker',
  fullName: 'Tom Walker',
  email: 'tom.walker@northwind.example',
  roleLabel: 'Parent',
};
const TUTOR: Account = {
  username: 'daniel.okafor',
  fullName: 'Daniel Okafor',
  email: 'daniel.okafor@classperk.co.uk',
  roleLabel: 'Tutor',
};

const restoreProfile = async (page: Page, account: Account) => {
  const response = await page.request.patch('/api/account/profile', {
    data: { fullName: account.fullName, email: account.email },
  });
  expect(response.ok()).toBe(true);
};

const renameOnAccountPage = async (page: Page, newName: string) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill(newName);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated', 'Your details have been saved.');
};

test('a parent changes their full name and sees it in the sidebar', async ({ page, signIn }) => {
  await signIn(page, FAMILY.username, DEMO_PASSWORD, FAMILY.roleLabel);
  await expect(page).toHaveURL('/parent-dashboard');
  try {
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByLabel('Full name')).toHaveValue(FAMILY.fullName);
    await expect(profile.getByLabel('Email address')).toHaveValue(FAMILY.email);
    await expect(profile.getByLabel('Username')).toHaveValue(FAMILY.username);
    await expect(profile.getByLabel('Username')).toBeDisabled();

    await renameOnAccountPage(page, 'Edward Walker');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Edward Walker', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('EW', { exact: true })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await page.reload();
    await expect(profile.getByLabel('Full name')).toHaveValue('Edward Walker');
  } finally {
    await restoreProfile(page, FAMILY);
  }
});

test('a tutor changes their full name and sees it in the profile menu', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, TUTOR.username, DEMO_PASSWORD, TUTOR.roleLabel);
  await expect(page).toHaveURL('/dashboard');
  try {
    await renameOnAccountPage(page, 'Dan Okafor-Reid');
    // Short timeout on purpose: the toast that just appeared must not cover the menu button.
    await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 2_000 });
    await expect(page.getByRole('menu')).toContainText('Dan Okafor-Reid');
    await expect(page.getByRole('menu')).toContainText(TUTOR.email);
  } finally {
    await restoreProfile(page, TUTOR);
  }
});

test('a full name that is too short is refused under the field', async ({ page, signIn }) => {
  await signIn(page, FAMILY.username, DEMO_PASSWORD, FAMILY.roleLabel);
  await expect(page).toHaveURL('/parent-dashboard');
  await page.goto('/account');
  const fullName = page.getByRole('region', { name: 'Profile' }).getByLabel('Full name');
  await fullName.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong current password is refused and the password stays', async ({ page, signIn }) => {
  // An account no other test uses: were the check broken, only this account would change.
  await signIn(page, 'emily.clarke', DEMO_PASSWORD, 'Tutor');
  await expect(page).toHaveURL('/dashboard');
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

  const check = await page.request.post('/api/login', {
    data: { username: 'emily.clarke', password: DEMO_PASSWORD, role: 'tutor' },
  });
  expect(check.status()).toBe(200);
});
