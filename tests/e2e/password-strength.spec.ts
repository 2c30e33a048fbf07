import { SERVER_MSG } from '../../src/shared/messages.js';
import { expect, expectToast, test, TEST_PASSWORD } from './support/fixtures.js';

/* The strength meter under every new password field, and the rules it shares with the server. */

test('the strength meter follows what is typed and says why a password is weak', async ({
  page,
  signedInAs,
}) => {
  const { username } = await signedInAs('tutor');
  await page.goto('/account#security');
  const security = page.getByRole('region', { name: 'Security' });
  const meter = security.getByRole('meter', { name: 'Strength' });
  const newPassword = security.getByLabel('New password', { exact: true });

  await expect(meter).toHaveAttribute('aria-valuetext', 'Not rated yet');
  await newPassword.fill('password1');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
  await expect(security.getByText(SERVER_MSG.passwordTooGuessable)).toBeVisible();

  await newPassword.fill(`${username}-2026`);
  await expect(meter).toHaveAttribute('aria-valuetext', /weak/i);
  await expect(security.getByText(SERVER_MSG.passwordPersonal)).toBeVisible();

  await newPassword.fill('tulip-ocean-ladder');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
  await expect(security.getByText('This password can be used.')).toBeVisible();
});

test('a common password is refused with the reason', async ({ page, signedInAs }) => {
  await signedInAs('tutor');
  await page.goto('/account#security');
  const security = page.getByRole('region', { name: 'Security' });
  const newPassword = security.getByLabel('New password', { exact: true });

  await security.getByLabel('Current password').fill(TEST_PASSWORD);
  await newPassword.fill('qwerty123');
  await security.getByLabel('Confirm new password').fill('qwerty123');
  await security.getByRole('button', { name: 'Change password' }).click();

  await expect(newPassword).toHaveAccessibleDescription(SERVER_MSG.passwordTooGuessable);
  await expectToast(page, 'Could not change your password', SERVER_MSG.passwordTooGuessable);
});

test("a child's password gets the meter too, judged against the child's name", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/parent-dashboard');
  await page.getByRole('button', { name: 'Add child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel('Name').fill('Theodora Finch');
  await dialog.getByRole('switch', { name: 'Give them their own sign-in' }).click();
  const meter = dialog.getByRole('meter', { name: 'Strength' });

  await dialog.getByLabel('Password', { exact: true }).fill('theodora-finch');
  await expect(meter).toHaveAttribute('aria-valuetext', /weak/i);
  await expect(dialog.getByText(SERVER_MSG.passwordPersonal)).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('tulip-ocean-ladder');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
});
