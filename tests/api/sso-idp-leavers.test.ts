import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/factories/index.js';
import { SSO_RETURN } from '../../src/shared/sso/schemas.js';
import { createTestApp, sessionCookie, type TestApp } from './support/app.js';
import { companyWithSaml } from './support/saml-company.js';

/* Issue 30 §4: a leaver signalled by the identity provider or marked by an admin. A closed account
   is refused by the provider's sign-in with a message that says so, and a provider's signed
   LogoutRequest ends the person's sessions (decision 129). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://localhost:4950',
};

async function companyWithSamlSignIn() {
  const { company, saml, domain, admin, setup } = await companyWithSaml(t);
  const signIn = (email: string) =>
    t.request({
      method: 'POST',
      url: `/api/sso/saml/${company.id}/acs`,
      headers: form,
      payload: new URLSearchParams({
        SAMLResponse: saml.response({
          email,
          audience: setup.samlEntityId,
          recipient: setup.samlAcsUrl,
        }),
      }).toString(),
    });
  const sloUrl = `/api/sso/saml/${company.id}/slo`;
  const logOut = (email: string, signed = true) =>
    t.request({
      method: 'POST',
      url: sloUrl,
      headers: form,
      payload: new URLSearchParams({
        SAMLRequest: saml.logoutRequest({
          email,
          destination: `http://localhost:3000${sloUrl}`,
          signed,
        }),
      }).toString(),
    });
  return { company, domain, admin, signIn, logOut };
}

describe('a leaver and the identity provider', () => {
  it('refuses the provider’s sign-in of an account an admin closed, and says the account is closed', async () => {
    const { company, domain, admin, signIn } = await companyWithSamlSignIn();
    const email = `lena@${domain}`;
    const parent = await createUser(t.db, { companyId: company.id, email });
    expect((await signIn(email)).headers.location).toBe('/parent-dashboard');
    const closed = await t.post(`/api/admin/accounts/${parent.id}/disable`, undefined, {
      cookie: admin,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await signIn(email);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(SSO_RETURN.closed);
    expect(again.cookies.some((c) => c.name === 'classperk_session' && c.value)).toBe(false);
  });

  it('ends every session of the person when the provider posts a signed LogoutRequest', async () => {
    const { domain, signIn, logOut } = await companyWithSamlSignIn();
    const email = `otto@${domain}`;
    const first = sessionCookie(await signIn(email));
    const second = sessionCookie(await signIn(email));
    const other = sessionCookie(await signIn(`someone.else@${domain}`));
    const res = await logOut(email);
    expect(res.statusCode, res.body).toBe(303);
    expect((await t.get('/api/user', { cookie: first })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: second })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: other })).statusCode).toBe(200);
  });

  it('ignores an unsigned LogoutRequest, and one for another company’s person', async () => {
    const { domain, signIn, logOut } = await companyWithSamlSignIn();
    const elsewhere = await companyWithSamlSignIn();
    const email = `ines@${domain}`;
    const session = sessionCookie(await signIn(email));
    expect((await logOut(email, false)).statusCode).toBe(400);
    expect((await elsewhere.logOut(email)).statusCode).toBe(303);
    expect((await t.get('/api/user', { cookie: session })).statusCode).toBe(200);
  });
});
