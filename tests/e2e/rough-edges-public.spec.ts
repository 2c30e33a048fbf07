import { expect, test } from './support/fixtures.js';

/*
 * Issue 18 §3, the public site's rough edges: unknown addresses, the phone menu and the header of
 * someone already signed in.
 */

test('an unknown address answers 404 with the app’s not-found page; a known one answers 200', async ({
  page,
}) => {
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');

  expect((await page.goto('/admin/no-such-tab'))?.status()).toBe(404);
  expect((await page.goto('/students/12'))?.status()).toBe(200);
});

test('the phone menu offers Pricing once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about/team');
  await page.getByRole('button', { name: 'MENU' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveCount(1);
});

test('the public header offers a signed-in parent their dashboard instead of Log In', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('parent');
  await page.goto('/about/team');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});
