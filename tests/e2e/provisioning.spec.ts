import type { Page } from '@playwright/test';
import { createCompany } from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { createSamlIdp } from '../support/saml-idp.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { newAdmin, uniqueId } from './support/world.js';

/* Issue 30 §6: the employer contact's SCIM token, seen once, and what the directory did with it;
   an admin's view of a company's single sign-on and provisioning. */

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top, so the sticky header is drawn once in the full-page picture.
    await page.mouse.wheel(0, -100_000);
    await expectNoAxeViolations(page);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${name}-${width}.png`,
        fullPage: true,
      });
  }
};

/** The token the page shows this once, after its button (or the confirming dialog's) is clicked. */
async function shownToken(page: Page) {
  const field = page.getByLabel('New SCIM token');
  await expect(field).toHaveValue(/^cpscim_/);
  return field.inputValue();
}

test('the contact rotates the SCIM token, sees it once, and sees what the directory did', async ({
  page,
  db,
  signInAs,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await createCompany(db, { name: `Initech ${uniqueId()}` });
  await signInAs(await createEmployerContact(db, company.id));
  await page.goto('/employer');
  await page.getByRole('link', { name: 'Provisioning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provisioning' })).toBeVisible();
  await expect(page.getByText('No token yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  const first = await shownToken(page);
  await expect(page.getByText('It will not be shown again')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate token' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rotate the SCIM token?' });
  await dialog.getByRole('button', { name: 'Rotate token' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('New SCIM token')).not.toHaveValue(first);
  const token = await shownToken(page);
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  await shoot(page, 'employer-provisioning-new-token');

  const userName = `dana.scully.${uniqueId()}@initech.example.com`;
  const made = await page.request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      name: { givenName: 'Dana', familyName: 'Scully' },
      active: true,
    },
  });
  expect(made.status()).toBe(201);

  await page.reload();
  await expect(page.getByText(`A token ending …${token.slice(-4)} was made`)).toBeVisible();
  await expect(page.getByLabel('New SCIM token')).toHaveCount(0);
  await expect(page.getByText(userName)).toBeVisible();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the imports' })).toBeVisible();
  await shoot(page, 'employer-provisioning');
});

test('an admin sets up a company’s SAML provider from its metadata and sees its SCIM state', async ({
  page,
  db,
  signInAs,
}) => {
  const company = await createCompany(db, { name: `Umbrella ${uniqueId()}` });
  const idp = createSamlIdp();
  await signInAs(await newAdmin(db));
  await page.goto(`/admin/companies/${company.id}/sign-in`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${company.name}: sign-in` }),
  ).toBeVisible();
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByText('Not set up yet')).toBeVisible();
  await sso.getByLabel('Protocol').selectOption('saml');
  await sso.getByLabel('Identity provider metadata (XML)').fill(idp.metadata);
  await sso.getByLabel('Sign in only with the company account').check();
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(sso.getByText(`SAML 2.0, identity provider ${idp.entityId}`)).toBeVisible();
  await expect(sso.getByText('Refused: staff sign in only')).toBeVisible();
  // Routing by email follows the company's verified domains (decision 128), none here yet.
  await expect(sso.getByText('None verified yet')).toBeVisible();

  const provisioning = page.getByRole('region', { name: 'Provisioning', exact: true });
  await expect(provisioning.getByText('No token yet')).toBeVisible();
  await expect(
    provisioning.getByText('Your identity provider has done nothing yet.'),
  ).toBeVisible();
  await shoot(page, 'admin-company-sign-in');
});
