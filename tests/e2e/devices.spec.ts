import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, ROLES, TEST_PASSWORD, test } from './support/fixtures.js';
import { newAccount } from './support/world.js';

/* The signed-in devices list on the account page (issue 13 §2). */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const devicesOn = (page: Page) =>
  page
    .getByRole('region', { name: 'Signed-in devices' })
    .getByRole('list', { name: 'Signed-in devices' })
    .getByRole('listitem');

test('a parent signed in on two browsers ends the other one, which is then signed out', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  const parent = await newAccount(db, 'parent');
  await signIn(page, parent.username, TEST_PASSWORD, 'Parent');
  await expect(page).toHaveURL(ROLES.parent.home);

  const phoneContext = await browser.newContext({ userAgent: IPHONE });
  const phone = await phoneContext.newPage();
  await signIn(phone, parent.username, TEST_PASSWORD, 'Parent');
  await expect(phone).toHaveURL(ROLES.parent.home);

  await page.goto('/account#devices');
  const devices = devicesOn(page);
  await expect(devices).toHaveCount(2);
  const thisOne = devices.filter({ hasText: 'This device' });
  // The project's Desktop Chrome profile reports Windows.
  await expect(thisOne).toContainText('Chrome on Windows');
  await expect(thisOne.getByRole('button', { name: /^End/ })).toHaveCount(0);
  const other = devices.filter({ hasText: 'Safari on iPhone' });
  await expect(other).not.toContainText('This device');

  await other.getByRole('button', { name: 'End Safari on iPhone' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End this session?' });
  await expect(dialog).toContainText('Safari on iPhone will be signed out');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expectToast(page, 'Device signed out', 'Safari on iPhone');
  await expect(devices).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

  await phone.goto('/account');
  await expect(phone).toHaveURL(/\/auth/);
  await phoneContext.close();
});

test('"Sign out everywhere else" asks first, then leaves only this device', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  const parent = await newAccount(db, 'parent');
  await signIn(page, parent.username, TEST_PASSWORD, 'Parent');
  await expect(page).toHaveURL(ROLES.parent.home);
  const others = [await browser.newContext({ userAgent: IPHONE }), await browser.newContext()];
  for (const context of others) {
    const other = await context.newPage();
    await signIn(other, parent.username, TEST_PASSWORD, 'Parent');
    await expect(other).toHaveURL(ROLES.parent.home);
  }

  await page.goto('/account#devices');
  await expect(devicesOn(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(devicesOn(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out everywhere else', '2 other devices were signed out.');
  await expect(devicesOn(page)).toHaveCount(1);
  await expect(devicesOn(page)).toContainText('This device');
  for (const context of others) await context.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the signed-in devices section passes axe at ${width}px`, async ({
    page,
    browser,
    db,
    signIn,
  }) => {
    await page.setViewportSize({ width, height });
    const parent = await newAccount(db, 'parent');
    await signIn(page, parent.username, TEST_PASSWORD, 'Parent');
    await expect(page).toHaveURL(ROLES.parent.home);
    const phoneContext = await browser.newContext({ userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    await signIn(phone, parent.username, TEST_PASSWORD, 'Parent');
    await expect(phone).toHaveURL(ROLES.parent.home);

    await page.goto('/account#devices');
    await expect(devicesOn(page)).toHaveCount(2);
    const { violations } = await new AxeBuilder({ page })
      .include('#devices')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await phoneContext.close();
  });
}
