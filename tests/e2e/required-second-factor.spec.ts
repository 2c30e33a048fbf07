import { AxeBuilder } from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, ROLES, test, TEST_PASSWORD } from './support/fixtures.js';
import { SECOND_FACTOR_REQUIRED_PORT } from './support/ports.js';
import { newAccount } from './support/world.js';

/* In a deployment a tutor who has no second factor enrols at their next sign-in, before any
   page of their area: the server this spec talks to requires it of admins and tutors. */
test.use({ baseURL: `http://localhost:${SECOND_FACTOR_REQUIRED_PORT}` });

test('a tutor without a second factor enrols at sign-in before reaching their area', async ({
  page,
  db,
  signIn,
}) => {
  const tutor = await newAccount(db, 'tutor', ROLES.tutor.fullName);
  await signIn(page, tutor.username, TEST_PASSWORD, 'Tutor');

  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code to add ClassPerk to an authenticator app' }),
  ).toBeVisible();
  // The password alone made no session: the area is still closed.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations).toEqual([]);

  const setupKey = (await page.getByLabel(/setup key/).inputValue()).replaceAll(' ', '');
  await page.getByLabel('6-digit code').fill(await generate({ secret: setupKey }));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`${ROLES.tutor.home}$`));
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
