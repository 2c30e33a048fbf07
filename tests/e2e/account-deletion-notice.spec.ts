import { eq } from 'drizzle-orm';
import { accountErasures } from '../../src/server/db/schema-audit.js';
import { expect, signIn, test, TEST_PASSWORD } from './support/fixtures.js';
import { checkScreen } from './support/screen-check.js';

/* Issue 26 §5: after asking to delete their account the visitor is signed out, and signing in
   again says the deletion was cancelled. */

for (const width of [1280, 390]) {
  test(`a parent who deletes their account is signed out, and told when signing in cancels it, at ${width}px`, async ({
    page,
    db,
    signedInAs,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const { user } = await signedInAs('parent');
    await page.goto('/account#delete-account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete in 14 days' }).click();
    await expect(page).toHaveURL('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    // A reload reads the cookies afresh: nothing says this browser is still signed in.
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await signIn(page, user.username, TEST_PASSWORD, 'Parent');
    await expect(page).toHaveURL('/parent-dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'deletion' })).toContainText(
      'Your account deletion was cancelled because you signed in.',
    );
    expect(await db.$count(accountErasures, eq(accountErasures.userId, user.id))).toBe(0);
    await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await checkScreen(page, 'parent-home-deletion-cancelled');
  });
}
