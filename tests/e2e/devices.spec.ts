import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, ROLES, signIn, TEST_PASSWORD, test } from './support/fixtures.js';
import { newAccount } from './support/world.js';

/* The signed-in devices list on the account page (issue 13 §2). */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const LINUX_FIREFOX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Signs in through the form, as a person would, and waits for the parent's home page. */
async function signInAsParent(page: Page, username: string) {
  await signIn(page, username, TEST_PASSWORD, 'Parent');
  await expect(page).toHaveURL(ROLES.parent.home);
}

/** The same account signed in on another browser, by default an iPhone. */
async function signInElsewhere(browser: Browser, username: string, userAgent: string = IPHONE) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signInAsParent(page, username);
  return { context, page };
}

const devicesOn = (page: Page) =>
  page
    .getByRole('region', { name: 'Signed-in devices' })
    .getByRole('list', { name: 'Signed-in devices' })
    .getByRole('listitem');

test('a parent signed in on two browsers ends the other one, which is then signed out', async ({
  page,
  browser,
  db,
}) => {
  const parent = await newAccount(db, 'parent');
  await signInAsParent(page, parent.username);
  const phone = await signInElsewhere(browser, parent.username);

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
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(dialog.getByText('Please enter your current password')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('Please enter your current password');

  // A stolen session cannot sign the owner out: a wrong password ends nothing.
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(password).toHaveAccessibleDescription('Your current password is not correct.');
  await expect(password).toBeFocused();

  await password.fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Device signed out', 'Safari on iPhone');
  await expect(devices).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

  await phone.page.goto('/account');
  await expect(phone.page).toHaveURL(/\/auth/);
  await phone.context.close();
});

test('"Sign out everywhere else" asks for the password first, then leaves only this device', async ({
  page,
  browser,
  db,
}) => {
  const parent = await newAccount(db, 'parent');
  await signInAsParent(page, parent.username);
  const others = [
    await signInElsewhere(browser, parent.username),
    await signInElsewhere(browser, parent.username, LINUX_FIREFOX),
  ];

  await page.goto('/account#devices');
  await expect(devicesOn(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(devicesOn(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out everywhere else', '2 other devices were signed out.');
  await expect(devicesOn(page)).toHaveCount(1);
  await expect(devicesOn(page)).toContainText('This device');
  for (const other of others) await other.context.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the signed-in devices section and its password dialog pass axe at ${width}px`, async ({
    page,
    browser,
    db,
  }) => {
    await page.setViewportSize({ width, height });
    const parent = await newAccount(db, 'parent');
    await signInAsParent(page, parent.username);
    const phone = await signInElsewhere(browser, parent.username);

    await page.goto('/account#devices');
    await expect(devicesOn(page)).toHaveCount(2);
    const axe = async (selector: string) => {
      const { violations } = await new AxeBuilder({ page })
        .include(selector)
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await axe('#devices');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(dialog.getByText('Please enter your current password')).toBeVisible();
    await axe('[role="alertdialog"]');
    await phone.context.close();
  });
}
