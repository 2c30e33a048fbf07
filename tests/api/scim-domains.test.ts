import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCompany } from '../../src/server/factories/index.js';
import { createCompanyDomain } from '../../src/server/factories/company-domains.js';
import { createTestApp, type TestApp } from './support/app.js';
import { body, newEmployee, scimClient } from './support/scim.js';

/*
 * Decision 128: a company's directory gives its accounts addresses on the company's own verified
 * domains once it has any, and never an address on a domain another company verified, so a SCIM
 * token cannot claim someone else's address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (email: string) =>
  newEmployee({ userName: email, emails: [{ value: email, primary: true, type: 'work' }] });

it('keeps a company with verified domains to them, and every company off another’s', async () => {
  const acme = await createCompany(t.db);
  const acmeDomain = (await createCompanyDomain(t.db, acme.id)).domain;
  const globex = await createCompany(t.db);
  const globexDomain = (await createCompanyDomain(t.db, globex.id)).domain;
  const withoutDomains = await scimClient(t);
  const scim = await scimClient(t, acme.id);

  const refused = await scim.post('/Users', at(`kim@${globexDomain}`));
  expect(refused.statusCode).toBe(400);
  expect(body(refused)).toMatchObject({ scimType: 'invalidValue' });
  expect((await scim.post('/Users', at('kim@gmail.com'))).statusCode).toBe(400);
  expect((await withoutDomains.post('/Users', at(`lee@${acmeDomain}`))).statusCode).toBe(400);
  // A company without domains of its own keeps any other address.
  expect((await withoutDomains.post('/Users', at('lee@unlisted.example'))).statusCode).toBe(201);

  const created = await scim.post('/Users', at(`kim@${acmeDomain}`));
  expect(created.statusCode, created.body).toBe(201);
  const id = body(created).id;
  // A new address is checked; the one the account has is not, so an update still goes through.
  expect((await scim.put(`/Users/${id}`, at(`kim@${globexDomain}`))).statusCode).toBe(400);
  const left = await scim.put(`/Users/${id}`, { ...at(`kim@${acmeDomain}`), active: false });
  expect(left.statusCode, left.body).toBe(200);
});
