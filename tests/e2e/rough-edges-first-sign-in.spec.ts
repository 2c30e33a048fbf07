import { TEST_PASSWORD, expect, signIn, test, toastOf } from './support/fixtures.js';
import { newUser } from './support/world.js';

/* Issue 18 §3: a first sign-in with a one-time password, as a bulk upload's parent makes it. */

test('a first sign-in with a one-time password welcomes without "back" and does not ask for it again', async ({
  page,
  db,
}) => {
  const parent = await newUser(db, {
    fullName: 'Nadia Brooks',
    role: 'parent',
    mustChangePassword: true,
  });

  await signIn(page, parent.username, TEST_PASSWORD, 'Parent');
  await expect(page).toHaveURL(/\/account\/choose-password$/);
  await expect(toastOf(page)).toContainText('Welcome, Nadia Brooks!');
  await expect(toastOf(page)).not.toContainText('Welcome back');
  await expect(page.getByLabel('Temporary password')).toHaveCount(0);

  const chosen = 'a-new-passphrase-of-my-own';
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password').fill(chosen);
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});
