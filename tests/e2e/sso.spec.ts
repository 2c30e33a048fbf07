import { createCompany } from '../../src/server/factories/index.js';
import { createCompanyDomain } from '../../src/server/factories/company-domains.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { startOidcIdp, type OidcIdp } from '../support/oidc-idp.js';
import { checkAndShoot as shoot } from './support/axe.js';
import { acceptCookies, expect, test } from './support/fixtures.js';
import { APP_PORT } from './support/ports.js';
import { uniqueId } from './support/world.js';

/* Issue 30 §2: the employer contact sets up the company's identity provider, and a parent signs
   in through it and lands on their home. The provider is oidc-provider, started by this spec. */

let idp: OidcIdp;
test.beforeAll(async () => {
  idp = await startOidcIdp({ redirectUri: `http://localhost:${APP_PORT}/api/sso/oidc/callback` });
});
test.afterAll(() => idp.close());

test('the contact sets up the company’s provider, and a parent signs in through it', async ({
  page,
  browser,
  db,
  signInAs,
}) => {
  const company = await createCompany(db, { name: `Globex ${uniqueId()}` });
  // The company verified its domain first (decision 128): the provider is found by it.
  const { domain } = await createCompanyDomain(db, company.id, {
    domain: `globex-${uniqueId()}.example.com`,
  });
  await signInAs(await createEmployerContact(db, company.id));
  await page.goto('/employer');
  await page.getByRole('link', { name: 'Single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByText('Not set up yet')).toBeVisible();
  await expect(page.getByText(`http://localhost:${APP_PORT}/api/sso/oidc/callback`)).toBeVisible();

  await page.getByLabel('Issuer URL').fill(idp.issuer);
  await page.getByLabel('Client ID').fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText(`OpenID Connect, issuer ${idp.issuer}`)).toBeVisible();
  await expect(page.getByText(domain)).toBeVisible();
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByText('A secret is saved and never shown.')).toBeVisible();
  await shoot(page, 'sso-setup');

  // The parent, in a browser of their own, has never been to ClassPerk.
  const context = await browser.newContext();
  await acceptCookies(context);
  const parent = await context.newPage();
  await parent.goto('/auth');
  await parent.getByRole('button', { name: 'Sign in with your company' }).click();
  await parent.getByLabel('Work email').fill(`pat.parent@${domain}`);
  await shoot(parent, 'sso-sign-in');
  await parent.getByRole('button', { name: 'Continue with your company' }).click();
  // The provider's own login form.
  await parent.getByPlaceholder('Enter any login').fill(`pat.parent@${domain}`);
  await parent.getByPlaceholder('and password').fill('anything');
  await parent.getByRole('button', { name: 'Sign-in' }).click();
  await expect(parent).toHaveURL('/parent-dashboard');
  await expect(parent.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a refused company sign-in says so on the sign-in page', async ({ page }) => {
  await page.goto('/auth?sso=refused');
  await expect(page.getByRole('alert')).toContainText(
    'Signing in with your company did not succeed',
  );
});

test('a leaver’s company sign-in says the account is closed', async ({ page }) => {
  await page.goto('/auth?sso=closed');
  await expect(page.getByRole('alert')).toContainText('Your ClassPerk account has been closed');
});
