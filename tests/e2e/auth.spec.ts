import { expect, expectToast, ROLES, test, TEST_PASSWORD } from './support/fixtures.js';
import type { AccountRole } from './support/fixtures.js';
import { newAccount, newAdmin, newTutor, uniqueId } from './support/world.js';

/*
 * Sign-in, the forgot dialog and logout (spec 1 §2, §5, §8; docs/decisions/001). Failed sign-ins
 * are throttled per account and address, so this file keeps them to two.
 */

for (const role of ['admin', 'tutor', 'parent', 'student'] as const satisfies AccountRole[]) {
  const user = ROLES[role];
  test(`${role} signs in through the form with ${user.roleLabel} and lands on ${user.home}`, async ({
    page,
    db,
    signIn,
  }) => {
    const { username } = await newAccount(db, role, user.fullName);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await signIn(page, username, TEST_PASSWORD, user.roleLabel);
    await expect(page).toHaveURL(user.home);
    await expectToast(page, 'Login successful', `Welcome back, ${user.fullName}!`);
  });
}

test('a wrong password shows Login failed with the server message', async ({
  page,
  db,
  signIn,
}) => {
  const admin = await newAdmin(db);
  await signIn(page, admin.username, 'not-the-password', 'Admin');
  await expectToast(page, 'Login failed', 'Invalid username or password.');
  await expect(page).toHaveURL('/auth');
});

test('an unknown username gets the same answer as a wrong password', async ({ page, signIn }) => {
  await signIn(page, `e2e-nobody-${uniqueId()}`, TEST_PASSWORD, 'Tutor');
  await expectToast(page, 'Login failed', 'Invalid username or password.');
});

test('the right password with the wrong picker option names the option to choose', async ({
  page,
  db,
  signIn,
}) => {
  const tutor = await newTutor(db);
  await signIn(page, tutor.username, TEST_PASSWORD, 'Parent');
  await expectToast(
    page,
    'Login failed',
    'This account signs in as Tutor. Choose Tutor under "I am a" and try again.',
  );
  await expect(page).toHaveURL('/auth');
});

test('short details show the field messages and send nothing', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) loginCalls++;
  });
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Log In' }).click();

  const username = page.getByLabel('Username', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls).toBe(0);
});

test('the forgot dialog sends a password reset link by default', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot username or password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Username').fill('e2e-forgetful');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "If an account exists with this username, we've sent a password reset link.",
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the forgot dialog recovers a username by email', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot username or password?' }).click();
  await page.getByRole('button', { name: 'Forgot your username instead?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recover your username' });
  const email = dialog.getByLabel('Email address');

  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send my username' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

  await email.fill('e2e-nobody@example.com');
  await dialog.getByRole('button', { name: 'Send my username' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "If an account exists with this email, we've sent the username details.",
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Reopened, it starts over in password reset mode.
  await page.getByRole('button', { name: 'Forgot username or password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
});

test('logout from the profile menu signs the user out', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expectToast(page, 'Logged out', 'You have been successfully logged out.');
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
});
