import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { body, clientFor, newEmployee } from './support/scim.js';

/* The employer contact's SCIM set-up (issue 30 §6): the token shown once, and the events paged. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function contactOf() {
  const company = await createCompany(t.db);
  const contact = await createUser(t.db, { role: 'employer', companyId: company.id });
  return { company, cookie: await signInAs(t, contact) };
}

describe('the company’s provisioning settings', () => {
  it('gives the contact a token once, which works until a new one replaces it', async () => {
    const { company, cookie } = await contactOf();
    const url = '/api/employer/provisioning';
    expect((await t.get(url, { cookie })).json()).toMatchObject({
      baseUrl: 'http://localhost:3000/scim/v2',
      current: null,
      noticeDays: null,
    });
    const first = (await t.post(`${url}/token`, undefined, { cookie })).json<{ token: string }>();
    const settings = (await t.get(url, { cookie })).json<{ current: { lastFour: string } }>();
    expect(settings.current.lastFour).toBe(first.token.slice(-4));
    expect(JSON.stringify(settings)).not.toContain(first.token);
    const directory = clientFor(t, company.id, first.token);
    expect((await directory.post('/Users', newEmployee())).statusCode).toBe(201);

    const second = (await t.post(`${url}/token`, undefined, { cookie })).json<{ token: string }>();
    expect((await directory.get('/Users')).statusCode).toBe(401);
    expect((await clientFor(t, company.id, second.token).get('/Users')).statusCode).toBe(200);
  });

  it('lists the directory’s events newest first, a page at a time', async () => {
    const { company, cookie } = await contactOf();
    const url = '/api/employer/provisioning';
    const { token } = (await t.post(`${url}/token`, undefined, { cookie })).json<{
      token: string;
    }>();
    const directory = clientFor(t, company.id, token);
    const made = body(await directory.post('/Users', newEmployee()));
    await directory.delete(`/Users/${made.id}`);
    const page = await t.get(`${url}/events?pageSize=2`, { cookie });
    const { items, nextCursor } = page.json<{
      items: { action: string; userName: string }[];
      nextCursor: string;
    }>();
    expect(items.map((item) => item.action)).toEqual(['deleted', 'created']);
    expect(items[0]!.userName).toBe(made.userName);
    const rest = await t.get(`${url}/events?pageSize=2&cursor=${nextCursor}`, { cookie });
    expect(rest.json<{ items: { action: string }[] }>().items.map((i) => i.action)).toEqual([
      'token_rotated',
    ]);
  });

  it('is the contact’s own company’s, and any company’s for an admin', async () => {
    const { company, cookie } = await contactOf();
    const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    const url = `/api/admin/companies/${company.id}/provisioning`;
    const made = await t.post(`${url}/token`, undefined, { cookie: admin });
    expect(made.statusCode).toBe(200);
    const seen = await t.get('/api/employer/provisioning', { cookie });
    expect(seen.json<{ current: { lastFour: string } }>().current.lastFour).toBe(
      made.json<{ token: string }>().token.slice(-4),
    );
    expect((await t.get(url, { cookie })).statusCode).toBe(403);
    const unknown = await t.get('/api/admin/companies/999999/provisioning', { cookie: admin });
    expect(unknown.statusCode).toBe(404);
    const parent = await signInAs(t, await createUser(t.db, { companyId: company.id }));
    expect((await t.get('/api/employer/provisioning', { cookie: parent })).statusCode).toBe(403);
    const noCompany = await signInAs(t, await createUser(t.db, { role: 'employer' }));
    expect((await t.get('/api/employer/provisioning', { cookie: noCompany })).statusCode).toBe(403);
  });
});
