import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDomains } from '../../src/server/db/schema-company-domains.js';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import { createCompanyDomain } from '../../src/server/factories/company-domains.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { DOMAIN_MSG } from '../../src/shared/company-domains/messages.js';
import type { CompanyDomain, CompanyDomains } from '../../src/shared/company-domains/schemas.js';
import { createTestApp, lastEmailTo, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newDomain = () => `acme${Date.now().toString(36)}${n++}.co.uk`;

async function contactOfNewCompany() {
  const company = await createCompany(t.db, { name: `Acme ${n++}` });
  const contact = await createEmployerContact(t.db, company.id);
  return { company, cookie: await signInAs(t, contact) };
}

const add = (cookie: string, body: object) => t.post('/api/employer/domains', body, { cookie });

/** The token of the verifying link in the newest email to the address. */
async function linkTokenTo(email: string) {
  const mail = await lastEmailTo(t.db, email);
  const token = mail?.textBody.match(/verify-domain\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No link in the email to ${email}: ${mail?.textBody}`);
  return token;
}

const verify = (token: string) => t.post('/api/company-domains/verify', { token });

describe('a company’s email domains', () => {
  it('adds a domain as waiting, emails a link to the address on it, and verifies it once', async () => {
    const { company, cookie } = await contactOfNewCompany();
    const domain = newDomain();
    const added = await add(cookie, { domain: `@${domain.toUpperCase()}`, email: `HR@${domain}` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CompanyDomain>()).toMatchObject({
      domain,
      sentTo: `hr@${domain}`,
      verifiedAt: null,
    });
    const [row] = await t.db.select().from(companyDomains).where(eq(companyDomains.domain, domain));
    const token = await linkTokenTo(`hr@${domain}`);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).not.toContain(token);

    const verified = await verify(token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ domain, companyName: company.name });
    const list = await t.get('/api/employer/domains', { cookie });
    expect(list.json<CompanyDomains>().domains).toEqual([
      expect.objectContaining({ domain, verifiedBy: `hr@${domain}`, sentTo: null }),
    ]);
    expect(list.json<CompanyDomains>().domains[0]!.verifiedAt).not.toBeNull();

    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: DOMAIN_MSG.linkInvalid });
  });

  it('refuses an expired link, and an older link once a new one was sent', async () => {
    const { cookie } = await contactOfNewCompany();
    const domain = newDomain();
    const added = await add(cookie, { domain, email: `hr@${domain}` });
    const first = await linkTokenTo(`hr@${domain}`);
    const id = added.json<CompanyDomain>().id;
    const resent = await t.post(
      `/api/employer/domains/${id}/resend`,
      { email: `it@${domain}` },
      { cookie },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<CompanyDomain>().sentTo).toBe(`it@${domain}`);
    expect((await verify(first)).statusCode).toBe(400);

    const second = await linkTokenTo(`it@${domain}`);
    await t.db
      .update(companyDomains)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyDomains.id, id));
    const expired = await verify(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: DOMAIN_MSG.linkInvalid });
  });

  it('refuses an address that is not on the domain, and a public mail service', async () => {
    const { cookie } = await contactOfNewCompany();
    const domain = newDomain();
    const elsewhere = await add(cookie, { domain, email: `hr@mail.${domain}` });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: DOMAIN_MSG.notOnDomain(domain) });
    const lookAlike = await add(cookie, { domain, email: `hr@not${domain}` });
    expect(lookAlike.statusCode).toBe(400);

    for (const open of ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'icloud.com']) {
      const res = await add(cookie, { domain: open, email: `someone@${open}` });
      expect(res.statusCode, open).toBe(400);
      expect(res.json()).toMatchObject({ message: DOMAIN_MSG.publicDomain(open) });
    }
    const garbled = await add(cookie, { domain: 'not a domain', email: 'x@example.com' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ errors: { domain: [DOMAIN_MSG.domain] } });
  });

  it('answers 409 for a domain another company lists, verified or not', async () => {
    const other = await createCompany(t.db);
    const verified = await createCompanyDomain(t.db, other.id);
    const waiting = await createCompanyDomain(t.db, other.id, { verified: false });
    const { cookie } = await contactOfNewCompany();
    for (const { domain } of [verified, waiting]) {
      const res = await add(cookie, { domain, email: `hr@${domain}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: DOMAIN_MSG.taken(domain) });
    }
    const own = newDomain();
    await add(cookie, { domain: own, email: `hr@${own}` });
    const again = await add(cookie, { domain: own, email: `hr@${own}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: DOMAIN_MSG.alreadyListed(own) });
  });

  it('lets admins manage any company’s domains, and nobody else another company’s', async () => {
    const company = await createCompany(t.db);
    const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    const domain = newDomain();
    const path = `/api/admin/companies/${company.id}/domains`;
    const added = await t.post(path, { domain, email: `hr@${domain}` }, { cookie: admin });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<CompanyDomain>().id;

    const { cookie: otherContact } = await contactOfNewCompany();
    expect((await t.get(path, { cookie: otherContact })).statusCode).toBe(403);
    const parent = await signInAs(t, await createUser(t.db, { companyId: company.id }));
    expect((await t.get('/api/employer/domains', { cookie: parent })).statusCode).toBe(403);
    // Another company's contact cannot reach this domain through their own list either.
    const stranger = await t.request({
      method: 'DELETE',
      url: `/api/employer/domains/${id}`,
      cookie: otherContact,
    });
    expect(stranger.statusCode).toBe(404);

    const removed = await t.request({ method: 'DELETE', url: `${path}/${id}`, cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.get(path, { cookie: admin })).json<CompanyDomains>().domains).toEqual([]);
    expect(
      (await t.get(`/api/admin/companies/999999999/domains`, { cookie: admin })).statusCode,
    ).toBe(404);
  });
});
