import { and, desc, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../src/server/db/schema.js';
import { companySso } from '../../src/server/db/schema-sso.js';
import { createCompany, createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { createCompanyDomain } from '../../src/server/factories/company-domains.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { SSO_BROWSER_COOKIE } from '../../src/server/features/sso/routes.js';
import { SSO_MSG } from '../../src/shared/sso/messages.js';
import { SSO_RETURN, type SsoSetup } from '../../src/shared/sso/schemas.js';
import { startOidcIdp, type OidcIdp } from '../support/oidc-idp.js';
import { createSamlIdp } from '../support/saml-idp.js';
import {
  createTestApp,
  sessionCookie,
  signInAs,
  type Response,
  type TestApp,
} from './support/app.js';

let t: TestApp;
let idp: OidcIdp;
const REDIRECT_URI = 'http://localhost:3000/api/sso/oidc/callback';
beforeAll(async () => {
  t = await createTestApp();
  idp = await startOidcIdp({ redirectUri: REDIRECT_URI });
});
afterAll(async () => {
  await idp.close();
  await t.close();
});

const admin = () => createUser(t.db, { role: 'admin' });
let domainCount = 0;
const newDomain = () => `sso${Date.now().toString(36)}${domainCount++}.example.com`;

const adminPath = (companyId: number) => `/api/admin/companies/${companyId}/sso`;
const put = (companyId: number, body: unknown, cookie: string) =>
  t.request({
    method: 'PUT',
    url: adminPath(companyId),
    payload: body as object,
    cookie,
  });

async function companyWithOidc(ssoOnly = false) {
  const company = await createCompany(t.db);
  const { domain } = await createCompanyDomain(t.db, company.id, { domain: newDomain() });
  const res = await put(
    company.id,
    {
      protocol: 'oidc',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      ssoOnly,
    },
    await signInAs(t, await admin()),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { company, domain };
}

/** Start at ClassPerk, sign in at the provider, come back: ClassPerk's answer to the callback. */
async function oidcSignIn(
  email: string,
  change: { authorization?: (url: URL) => void; callback?: (url: URL) => void } = {},
) {
  const start = await t.post('/api/sso/start', { email });
  expect(start.statusCode, start.body).toBe(200);
  const browser = start.cookies.find((c) => c.name === SSO_BROWSER_COOKIE)!.value;
  const authorization = new URL(start.json<{ redirectUrl: string }>().redirectUrl);
  change.authorization?.(authorization);
  const back = await idp.signIn(authorization.href, email);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  change.callback?.(back);
  return t.get(back.pathname + back.search, { cookie: `${SSO_BROWSER_COOKIE}=${browser}` });
}

const lastRefusal = async () => {
  const [row] = await t.db
    .select({ detail: securityEvents.detail })
    .from(securityEvents)
    .where(and(eq(securityEvents.type, 'sign_in'), eq(securityEvents.outcome, 'refused')))
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return (row?.detail as { reason?: string } | null)?.reason;
};

async function expectRefused(res: Response, reason: string) {
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe(SSO_RETURN.refused);
  expect(res.cookies.some((c) => c.name === 'classperk_session' && c.value)).toBe(false);
  expect(await lastRefusal()).toBe(`sso_${reason}`);
}

describe('setting up a company’s identity provider', () => {
  it('lets the company’s employer contact set up SAML from metadata, and nobody else’s', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const contact = await createEmployerContact(t.db, company.id);
    const cookie = await signInAs(t, contact);
    const saml = createSamlIdp();
    const body = {
      protocol: 'saml',
      metadataXml: saml.metadata,
      ssoOnly: false,
    };

    const saved = await t.request({
      method: 'PUT',
      url: '/api/employer/sso',
      payload: body,
      cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SsoSetup>().companyId).toBe(company.id);
    expect(saved.json<SsoSetup>().settings).toMatchObject({
      protocol: 'saml',
      samlEntityId: saml.entityId,
      samlSsoUrl: saml.ssoUrl,
    });
    expect(saved.json<SsoSetup>().samlAcsUrl).toBe(
      `http://localhost:3000/api/sso/saml/${company.id}/acs`,
    );
    expect((await put(other.id, body, cookie)).statusCode).toBe(403);
    expect((await t.get(adminPath(other.id), { cookie })).statusCode).toBe(403);
    const parent = await createUser(t.db, { companyId: company.id });
    const asParent = await signInAs(t, parent);
    expect((await t.get('/api/employer/sso', { cookie: asParent })).statusCode).toBe(403);
  });

  it('refuses metadata without a signing certificate, with a message', async () => {
    const company = await createCompany(t.db);
    const metadata = createSamlIdp().metadata.replace(
      /<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/,
      '',
    );
    const res = await put(
      company.id,
      { protocol: 'saml', metadataXml: metadata, ssoOnly: false },
      await signInAs(t, await admin()),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SSO_MSG.metadataUnreadable });
  });

  it('never sends the client secret back, stores it sealed, and keeps it when left blank', async () => {
    const { company, domain } = await companyWithOidc();
    const cookie = await signInAs(t, await admin());
    const read = await t.get(adminPath(company.id), { cookie });
    expect(read.body).not.toContain(idp.clientSecret);
    expect(read.json<SsoSetup>().emailDomains).toEqual([domain]);
    expect(read.json<SsoSetup>().settings).toMatchObject({
      hasClientSecret: true,
      oidcIssuer: idp.issuer,
    });
    const [row] = await t.db.select().from(companySso).where(eq(companySso.companyId, company.id));
    expect(row!.oidcClientSecret).not.toContain(idp.clientSecret);

    const again = await put(
      company.id,
      {
        protocol: 'oidc',
        issuer: idp.issuer,
        clientId: idp.clientId,
        ssoOnly: false,
      },
      cookie,
    );
    expect(again.json<SsoSetup>().settings?.hasClientSecret).toBe(true);
    const res = await oidcSignIn(`kept.secret@${domain}`);
    expect(res.headers.location).toBe('/parent-dashboard');
  });

  it('refuses an issuer that answers no discovery document', async () => {
    const company = await createCompany(t.db);
    const cookie = await signInAs(t, await admin());
    const body = {
      protocol: 'oidc',
      issuer: 'http://localhost:9/nothing',
      clientId: 'x',
      ssoOnly: false,
    };
    const unreachable = await put(company.id, body, cookie);
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toMatchObject({ message: SSO_MSG.issuerUnreachable });
  });
});

describe('signing in through OIDC', () => {
  it('creates a parent of the company just in time and signs them in', async () => {
    const { company, domain } = await companyWithOidc();
    const email = `jo.bloggs@${domain}`;
    const res = await oidcSignIn(email);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/parent-dashboard');
    const me = await t.get('/api/user', { cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({
      email,
      role: 'parent',
      companyId: company.id,
      fullName: 'jo bloggs',
    });
  });

  it('signs in the company’s existing parent with that email, without a second account', async () => {
    const { company, domain } = await companyWithOidc();
    const parent = await createUser(t.db, { companyId: company.id, email: `Existing@${domain}` });
    const res = await oidcSignIn(`existing@${domain}`);
    const me = await t.get('/api/user', { cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({ id: parent.id });
  });

  it('refuses an account that is not one of the company’s parents', async () => {
    const { domain } = await companyWithOidc();
    await createUser(t.db, { role: 'admin', email: `boss@${domain}` });
    await expectRefused(await oidcSignIn(`boss@${domain}`), 'other_account');
  });

  it('refuses a wrong state', async () => {
    const { domain } = await companyWithOidc();
    const res = await oidcSignIn(`state@${domain}`, {
      callback: (url) => url.searchParams.set('state', 'not-the-state-we-sent'),
    });
    await expectRefused(res, 'state');
  });

  it('refuses a wrong nonce', async () => {
    const { domain } = await companyWithOidc();
    const res = await oidcSignIn(`nonce@${domain}`, {
      authorization: (url) => url.searchParams.set('nonce', 'a-nonce-we-never-sent'),
    });
    await expectRefused(res, 'nonce');
  });

  it.each([
    ['issuer', { iss: 'http://localhost:1/someone-else' }],
    ['audience', { aud: 'another-client' }],
    [
      'expired',
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
    ],
  ] as const)('refuses an ID token with the wrong %s', async (reason, claims) => {
    const { domain } = await companyWithOidc();
    idp.tamper((issued) => ({ ...issued, ...claims }));
    try {
      await expectRefused(await oidcSignIn(`${reason}@${domain}`), reason);
    } finally {
      idp.tamper(null);
    }
  });
});

describe('signing in through SAML', () => {
  async function companyWithSaml() {
    const company = await createCompany(t.db);
    const saml = createSamlIdp();
    const { domain } = await createCompanyDomain(t.db, company.id, { domain: newDomain() });
    const res = await put(
      company.id,
      { protocol: 'saml', metadataXml: saml.metadata, ssoOnly: false },
      await signInAs(t, await admin()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const setup = res.json<SsoSetup>();
    const post = (SAMLResponse: string) =>
      t.request({
        method: 'POST',
        url: `/api/sso/saml/${company.id}/acs`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:4950',
        },
        payload: new URLSearchParams({ SAMLResponse }).toString(),
      });
    const good = (email: string) => ({
      email,
      audience: setup.samlEntityId,
      recipient: setup.samlAcsUrl,
    });
    return { company, saml, domain, setup, post, good };
  }

  it('signs in a parent from a signed assertion posted from the provider’s site', async () => {
    const { company, saml, domain, post, good } = await companyWithSaml();
    const res = await post(
      saml.response({ ...good(`ada@${domain}`), displayName: 'Ada Lovelace' }),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/parent-dashboard');
    const me = await t.get('/api/user', { cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({
      fullName: 'Ada Lovelace',
      companyId: company.id,
      role: 'parent',
    });
  });

  it('sends the browser to the provider from the work email, and publishes its metadata', async () => {
    const { company, saml, domain, setup } = await companyWithSaml();
    const start = await t.post('/api/sso/start', { email: `someone@${domain}` });
    expect(start.json<{ redirectUrl: string }>().redirectUrl).toMatch(
      new RegExp(`^${saml.ssoUrl}\\?SAMLRequest=`),
    );
    const metadata = await t.get(`/api/sso/saml/${company.id}/metadata`);
    expect(metadata.headers['content-type']).toContain('application/xml');
    expect(metadata.body).toContain(`entityID="${setup.samlEntityId}"`);
    expect(metadata.body).toContain(setup.samlAcsUrl);
  });

  it('refuses an unsigned assertion, and one signed with another key', async () => {
    const { saml, domain, post, good } = await companyWithSaml();
    await expectRefused(
      await post(saml.response({ ...good(`u@${domain}`), signed: false })),
      'signature',
    );
    await expectRefused(
      await post(saml.response({ ...good(`u@${domain}`), signWithStrangerKey: true })),
      'signature',
    );
  });

  it('refuses an expired assertion', async () => {
    const { saml, domain, post, good } = await companyWithSaml();
    const res = await post(
      saml.response({ ...good(`e@${domain}`), notOnOrAfter: Date.now() - 5 * 60_000 }),
    );
    await expectRefused(res, 'expired');
  });

  it('refuses an assertion for another audience', async () => {
    const { saml, domain, post, good } = await companyWithSaml();
    const res = await post(
      saml.response({ ...good(`a@${domain}`), audience: 'https://elsewhere.example/sp' }),
    );
    await expectRefused(res, 'audience');
  });

  it('refuses an assertion from another issuer', async () => {
    const { saml, domain, post, good } = await companyWithSaml();
    const res = await post(
      saml.response({ ...good(`i@${domain}`), issuer: 'https://rogue.example/idp' }),
    );
    await expectRefused(res, 'issuer');
  });

  it('refuses a replayed assertion, whichever app server it reaches', async () => {
    const { company, saml, domain, post, good } = await companyWithSaml();
    const response = saml.response(good(`r@${domain}`));
    expect((await post(response)).headers.location).toBe('/parent-dashboard');
    // A second app server shares only the database: the kept assertion ID is what refuses it.
    const second = await createTestApp({ database: t.database });
    try {
      const again = await second.request({
        method: 'POST',
        url: `/api/sso/saml/${company.id}/acs`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse: response }).toString(),
      });
      await expectRefused(again, 'replayed');
    } finally {
      await second.close();
    }
  });
});

describe('the provider signing a person out (OIDC back-channel logout)', () => {
  const logOut = (companyId: number, token: string) =>
    t.request({
      method: 'POST',
      url: `/api/sso/oidc/${companyId}/backchannel-logout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logout_token: token }).toString(),
    });

  it('ends every session of the person its signed token names, and no one else’s', async () => {
    const { company, domain } = await companyWithOidc();
    const email = `bea@${domain}`;
    const first = sessionCookie(await oidcSignIn(email));
    const second = sessionCookie(await oidcSignIn(email));
    const other = sessionCookie(await oidcSignIn(`cal@${domain}`));
    const res = await logOut(company.id, await idp.logoutToken(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.get('/api/user', { cookie: first })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: second })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: other })).statusCode).toBe(200);
  });

  it('refuses a token that is forged, not for us, not a logout, too old or used before', async () => {
    const { company, domain } = await companyWithOidc();
    const elsewhere = await companyWithOidc();
    const email = `dee@${domain}`;
    const session = sessionCookie(await oidcSignIn(email));
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const refused = [
      await idp.logoutToken(email, (c) => c, otherKey),
      await idp.logoutToken(email, (c) => ({ ...c, aud: 'someone-else' })),
      await idp.logoutToken(email, (c) => ({ ...c, iss: 'http://elsewhere.example' })),
      await idp.logoutToken(email, ({ events: _events, ...c }) => c),
      await idp.logoutToken(email, (c) => ({ ...c, nonce: 'from-a-sign-in' })),
      await idp.logoutToken(email, (c) => ({ ...c, iat: c.iat! - 3600 })),
    ];
    for (const token of refused) {
      const res = await logOut(company.id, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(SSO_MSG.logoutRefused);
    }
    // Another company's provider names no one of this company.
    expect((await logOut(elsewhere.company.id, await idp.logoutToken(email))).statusCode).toBe(200);
    expect((await t.get('/api/user', { cookie: session })).statusCode).toBe(200);

    const token = await idp.logoutToken(email);
    expect((await logOut(company.id, token)).statusCode).toBe(200);
    expect((await t.get('/api/user', { cookie: session })).statusCode).toBe(401);
    expect((await logOut(company.id, token)).statusCode).toBe(400);
  });
});

describe('an "SSO only" company', () => {
  it('refuses its parents’ passwords but keeps its contact’s and the admins’ (break-glass)', async () => {
    const { company } = await companyWithOidc(true);
    const parent = await createUser(t.db, { companyId: company.id });
    const res = await t.post('/api/login', {
      username: parent.username,
      password: TEST_PASSWORD,
      role: 'student',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SSO_MSG.ssoOnly });
    await signInAs(t, await createEmployerContact(t.db, company.id));
    await signInAs(t, await admin());
  });

  it('tells a work email with no company provider to use a password', async () => {
    const res = await t.post('/api/sso/start', { email: 'someone@no-sso.example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SSO_MSG.noCompany });
  });
});
