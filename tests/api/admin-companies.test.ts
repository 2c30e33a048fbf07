import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../src/server/factories/index.js';
import type { Company } from '../../src/shared/admin/schemas.js';
import { expectFieldErrors, put, signInEveryRole } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
});
afterAll(() => t.close());

const COMPANIES = '/api/admin/companies';

describe('POST /api/admin/companies', () => {
  it('adds a company on the server, active by default, with no accounts yet', async () => {
    const res = await t.post(
      COMPANIES,
      { name: 'Acme Freight', contactName: 'Dana Cole', contactEmail: 'Dana.Cole@Acme.example' },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json<Company>();
    expect(company).toMatchObject({
      name: 'Acme Freight',
      contactName: 'Dana Cole',
      contactEmail: 'dana.cole@acme.example',
      contactPhone: null,
      status: 'active',
      employeeCount: 0,
      subscriptionEndDate: null,
      notes: null,
    });
    const listed = await t.get(`${COMPANIES}?pageSize=100`, { cookie: admin });
    expect(listed.json<CursorPage<Company>>().items.map((c) => c.id)).toContain(company.id);
  });

  it('keeps the optional details it is given', async () => {
    const res = await t.post(
      COMPANIES,
      {
        name: 'Pending Partners',
        contactName: 'Sam Lee',
        contactEmail: 'sam@pending.example',
        contactPhone: '0161 496 0000',
        status: 'pending',
        subscriptionEndDate: '2027-08-31',
        notes: 'Board sign-off in March.',
      },
      { cookie: admin },
    );
    expect(res.json<Company>()).toMatchObject({
      contactPhone: '0161 496 0000',
      status: 'pending',
      subscriptionEndDate: '2027-08-31',
      notes: 'Board sign-off in March.',
    });
  });

  it('answers the company form rules with their messages', async () => {
    const res = await t.post(
      COMPANIES,
      {
        name: 'A',
        contactName: 'B',
        contactEmail: 'nope',
        status: 'closed',
        subscriptionEndDate: '31/08/2027',
      },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.name).toEqual(['Company name must be at least 2 characters']);
    expect(errors.contactName).toEqual(['Contact name must be at least 2 characters']);
    expect(errors.contactEmail).toEqual(['Please enter a valid email']);
    expect(errors.subscriptionEndDate).toEqual(['Please enter a valid date']);
    expect(Object.keys(errors)).toContain('status');
  });
});

describe('employee count', () => {
  it('counts the accounts that really belong to the company, not the declared headcount', async () => {
    const company = await createCompany(t.db, { employeeCount: 500 });
    const other = await createCompany(t.db);
    await Promise.all([
      createUser(t.db, { companyId: company.id }),
      createUser(t.db, { companyId: company.id, role: 'student' }),
      createUser(t.db, { companyId: other.id }),
    ]);
    const res = await t.get(`${COMPANIES}/${company.id}`, { cookie: admin });
    expect(res.json<Company>()).toMatchObject({ employeeCount: 2, declaredEmployeeCount: 500 });
    const page = await t.get(`${COMPANIES}?pageSize=100`, { cookie: admin });
    const inList = page.json<CursorPage<Company>>().items.find((c) => c.id === company.id);
    expect(inList?.employeeCount).toBe(2);
  });
});

describe('GET /api/admin/companies', () => {
  it('lists newest first and pages on the server with a cursor', async () => {
    const older = await createCompany(t.db, { createdAt: new Date(Date.now() - 7 * 86_400_000) });
    const newer = await createCompany(t.db);
    const all = (await t.get(`${COMPANIES}?pageSize=100`, { cookie: admin })).json<
      CursorPage<Company>
    >();
    const ids = all.items.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const first = (await t.get(`${COMPANIES}?pageSize=2`, { cookie: admin })).json<
      CursorPage<Company>
    >();
    const second = (
      await t.get(`${COMPANIES}?pageSize=2&cursor=${first.nextCursor}`, { cookie: admin })
    ).json<CursorPage<Company>>();
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 2));
    expect(second.items.map((c) => c.id)).toEqual(ids.slice(2, 4));
  });

  it('keeps the paging contract while companies are added', async () => {
    await expectPagingContract(t, {
      url: COMPANIES,
      cookie: admin,
      insert: async (count) => {
        const made = [];
        for (let i = 0; i < count; i++) made.push(await createCompany(t.db));
        return made.map((company) => company.id);
      },
    });
  });

  it('finds companies by part of the name, whatever their age, and takes % literally', async () => {
    const tag = `Q${Date.now()}`;
    const old = await createCompany(t.db, {
      name: `Harbour ${tag} Foods`,
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });
    const percent = await createCompany(t.db, { name: `100% ${tag} Juice` });
    await createCompany(t.db, { name: `Unrelated ${Date.now()}` });
    for (let i = 0; i < 3; i++) await createCompany(t.db);

    const search = async (q: string, extra = '') =>
      (await t.get(`${COMPANIES}?q=${encodeURIComponent(q)}${extra}`, { cookie: admin })).json<
        CursorPage<Company>
      >();

    expect((await search(tag.toLowerCase())).items.map((c) => c.id)).toEqual([percent.id, old.id]);
    expect((await search(`bour ${tag}`)).items.map((c) => c.id)).toEqual([old.id]);
    expect((await search(`0% ${tag}`)).items.map((c) => c.id)).toEqual([percent.id]);
    expect((await search(`%${tag}%x`)).items).toEqual([]);

    const first = await search(tag, '&pageSize=1');
    expect(first.items.map((c) => c.id)).toEqual([percent.id]);
    const second = await search(tag, `&pageSize=1&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.id)).toEqual([old.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a search longer than 100 characters', async () => {
    const res = await t.get(`${COMPANIES}?q=${'a'.repeat(101)}`, { cookie: admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/companies/:id', () => {
  it('edits status, contact details, subscription end date and notes', async () => {
    const company = await createCompany(t.db, { status: 'active' });
    const res = await put(
      t,
      `${COMPANIES}/${company.id}`,
      {
        name: company.name,
        contactName: 'New Contact',
        contactEmail: 'new.contact@example.com',
        contactPhone: '020 7946 0999',
        status: 'inactive',
        subscriptionEndDate: '2026-12-31',
        notes: 'Paused for the summer.',
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Company>()).toMatchObject({
      contactName: 'New Contact',
      contactEmail: 'new.contact@example.com',
      contactPhone: '020 7946 0999',
      status: 'inactive',
      subscriptionEndDate: '2026-12-31',
      notes: 'Paused for the summer.',
    });
  });

  it('clears optional details sent empty', async () => {
    const company = await createCompany(t.db, {
      contactPhone: '01234',
      notes: 'Old note',
      subscriptionEndDate: '2026-01-01',
    });
    const res = await put(
      t,
      `${COMPANIES}/${company.id}`,
      {
        name: company.name,
        contactName: company.contactName,
        contactEmail: company.contactEmail,
        contactPhone: '',
        notes: '',
        subscriptionEndDate: '',
      },
      admin,
    );
    expect(res.json<Company>()).toMatchObject({
      contactPhone: null,
      notes: null,
      subscriptionEndDate: null,
    });
  });

  it('refuses a subscription end date that is not on the calendar', async () => {
    const company = await createCompany(t.db);
    const res = await put(
      t,
      `${COMPANIES}/${company.id}`,
      {
        name: company.name,
        contactName: company.contactName,
        contactEmail: company.contactEmail,
        subscriptionEndDate: '2027-02-30',
      },
      admin,
    );
    expectFieldErrors(res, { subscriptionEndDate: 'Please enter a valid date' });
  });

  it('validates the edit like the form', async () => {
    const company = await createCompany(t.db);
    const res = await put(
      t,
      `${COMPANIES}/${company.id}`,
      { name: 'X', contactName: 'Jo Bloggs', contactEmail: 'jo@example.com' },
      admin,
    );
    expectFieldErrors(res, { name: 'Company name must be at least 2 characters' });
  });
});
