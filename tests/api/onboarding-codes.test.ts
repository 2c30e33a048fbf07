import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRegistrationCode,
  createUser,
} from '../../src/server/factories/index.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { REGISTRATION_MSG } from '../../src/shared/onboarding/registration-messages.js';
import type { RegistrationCode } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, sessionCookie, signInAs, type TestApp } from './support/app.js';
import { accountsOfCompany, adminCookie, companyView } from './support/onboarding.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';
import { finishToken, registerThroughEmail } from './support/registration.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
});
afterAll(() => t.close());

type CreatedCode = RegistrationCode & { url: string; path: string };

const createCode = (payload: object, cookie = admin) =>
  t.post('/api/admin/create-registration-code', payload, { cookie });

const listCodes = async (companyId: number) => {
  const res = await t.get(`/api/admin/companies/${companyId}/registration-codes`, {
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CursorPage<RegistrationCode>>().items;
};

let n = 0;
const fieldsFor = (code: string) => {
  n++;
  return {
    code,
    fullName: `Code Parent ${n}`,
    username: `code.parent${n}`,
    email: `code.parent${n}@example.com`,
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
  };
};
/** The registration form alone: where a code that cannot be used is refused. */
const signUpForm = (code: string) => t.post('/api/register', fieldsFor(code));
/** The form, then the emailed link, which creates the account (decision 078). */
const signUp = (code: string) => registerThroughEmail(t, fieldsFor(code));

describe('POST /api/admin/create-registration-code', () => {
  it('creates a parent code with 200 uses for 2 days by default, with its URL', async () => {
    const company = await createCompany(t.db);
    const before = Date.now();
    const res = await createCode({ companyId: company.id });
    expect(res.statusCode).toBe(201);
    const code = res.json<CreatedCode>();
    expect(code).toMatchObject({
      companyId: company.id,
      role: 'parent',
      maxUses: 200,
      uses: 0,
      status: 'active',
      revokedAt: null,
      path: `/register/${code.code}`,
      url: `http://localhost:3000/register/${code.code}`,
    });
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const expires = new Date(code.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 2 * 86_400_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 86_400_000 + 1000);
  });

  it('takes max uses 1 to 1000 and expiry 1 to 7 days', async () => {
    const company = await createCompany(t.db);
    const edges = await Promise.all([
      createCode({ companyId: company.id, maxUses: 1, expiryDays: 1 }),
      createCode({ companyId: company.id, maxUses: 1000, expiryDays: 7 }),
    ]);
    expect(edges.map((res) => res.statusCode)).toEqual([201, 201]);

    const cases: [object, string, string][] = [
      [{ maxUses: 0 }, 'maxUses', 'Max uses must be at least 1'],
      [{ maxUses: 1001 }, 'maxUses', 'Max uses cannot be more than 1000'],
      [{ expiryDays: 0 }, 'expiryDays', 'Expiry must be at least 1 day'],
      [{ expiryDays: 8 }, 'expiryDays', 'Expiry cannot be more than 7 days'],
    ];
    for (const [change, field, message] of cases) {
      const res = await createCode({ companyId: company.id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ errors: { [field]: [message] } });
    }
    const student = await createCode({ companyId: company.id, role: 'student' });
    expect(student.statusCode).toBe(400);
    const noCompany = await createCode({});
    expect(noCompany.json()).toMatchObject({
      errors: { companyId: expect.any(Array) as unknown },
    });
    expect((await createCode({ companyId: 999_999 })).statusCode).toBe(404);
    expect(await listCodes(company.id)).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const company = await createCompany(t.db);
    expect((await createCode({ companyId: company.id }, '')).statusCode).toBe(401);
    const tutor = await signInAs(t, await createUser(t.db, { role: 'tutor' }));
    expect((await createCode({ companyId: company.id }, tutor)).statusCode).toBe(403);
    const listed = await t.get(`/api/admin/companies/${company.id}/registration-codes`, {
      cookie: tutor,
    });
    expect(listed.statusCode).toBe(403);
  });
});

describe('registration with a code', () => {
  it('lists a company’s codes, newest first, with their uses and expiry', async () => {
    const company = await createCompany(t.db);
    const first = (await createCode({ companyId: company.id, maxUses: 3 })).json<CreatedCode>();
    const second = (await createCode({ companyId: company.id, maxUses: 5 })).json<CreatedCode>();
    expect((await signUp(first.code)).statusCode).toBe(201);

    const codes = await listCodes(company.id);
    expect(codes.map((code) => code.code)).toEqual([second.code, first.code]);
    expect(codes[1]).toMatchObject({ uses: 1, maxUses: 3, status: 'active' });
    expect(codes[1]!.expiresAt).toBe(first.expiresAt);
    expect(await listCodes((await createCompany(t.db)).id)).toEqual([]);
  });

  it('keeps the paging contract while codes are made, listing that company’s only', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    await expectPagingContract(t, {
      url: `/api/admin/companies/${company.id}/registration-codes`,
      cookie: admin,
      insert: async (count) => {
        const made = [];
        for (let i = 0; i < count; i++) {
          made.push(await createRegistrationCode(t.db, { companyId: company.id }));
          await createRegistrationCode(t.db, { companyId: other.id });
        }
        return made.map((code) => code.id);
      },
    });
  });

  it('gives exactly 10 accounts to 50 concurrent sign-ups on a code with 10 uses', async () => {
    const company = await createCompany(t.db);
    const code = (await createCode({ companyId: company.id, maxUses: 10 })).json<CreatedCode>();

    // Fifty fill in the form while the code still has uses; then all open their links at once.
    const forms = Array.from({ length: 50 }, () => fieldsFor(code.code));
    for (const fields of forms)
      expect((await t.post('/api/register', fields)).statusCode).toBe(202);
    const tokens = await Promise.all(forms.map((fields) => finishToken(t, fields.email)));
    const results = await Promise.all(
      tokens.map((token) => t.post('/api/register/confirm', { token })),
    );

    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(40).fill(404));
    const accounts = await accountsOfCompany(t, company.id);
    expect(accounts).toHaveLength(10);
    expect(accounts.every((user) => user.role === 'parent' && user.isActivated)).toBe(true);
    const [listed] = await listCodes(company.id);
    expect(listed).toMatchObject({ uses: 10, status: 'used up' });
    expect((await companyView(t, admin, company.id)).employeeCount).toBe(10);
  }, 120_000);

  it('signs the new parent in', async () => {
    const company = await createCompany(t.db, { name: 'Globex' });
    const code = (await createCode({ companyId: company.id })).json<CreatedCode>();
    const info = await t.get(`/api/register/${code.code}`);
    expect(info.json()).toEqual({ companyName: 'Globex', role: 'parent' });
    const res = await signUp(code.code);
    const me = await t.get('/api/user', { cookie: sessionCookie(res) });
    expect(me.json<CurrentUser>()).toMatchObject({
      role: 'parent',
      companyId: company.id,
      mustChangePassword: false,
    });
  });

  it('refuses a revoked code, before and at sign-up', async () => {
    const company = await createCompany(t.db);
    const code = (await createCode({ companyId: company.id })).json<CreatedCode>();
    const revoked = await t.post(`/api/admin/registration-codes/${code.id}/revoke`, undefined, {
      cookie: admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<RegistrationCode>()).toMatchObject({ status: 'revoked' });
    expect((await listCodes(company.id))[0]).toMatchObject({ status: 'revoked' });

    const info = await t.get(`/api/register/${code.code}`);
    expect(info.statusCode).toBe(404);
    expect(info.json()).toEqual({ message: REGISTRATION_MSG.codeUnusable });
    const res = await signUpForm(code.code);
    expect(res.statusCode).toBe(404);
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);

    // Revoking twice keeps the first time; an unknown code is 404.
    const again = await t.post(`/api/admin/registration-codes/${code.id}/revoke`, undefined, {
      cookie: admin,
    });
    expect(again.json<RegistrationCode>().revokedAt).toBe(
      revoked.json<RegistrationCode>().revokedAt,
    );
    const unknown = await t.post('/api/admin/registration-codes/999999/revoke', undefined, {
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an expired code', async () => {
    const company = await createCompany(t.db);
    const expired = await createRegistrationCode(t.db, {
      companyId: company.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const info = await t.get(`/api/register/${expired.code}`);
    expect(info.statusCode).toBe(404);
    expect(info.json()).toEqual({ message: REGISTRATION_MSG.codeUnusable });
    expect((await signUpForm(expired.code)).statusCode).toBe(404);
    expect((await listCodes(company.id))[0]).toMatchObject({ status: 'expired' });
    expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
  });
});
