import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCodes, users } from '../../src/server/db/schema.js';
import {
  createCompany,
  createRegistrationCode,
  createUser,
} from '../../src/server/factories/index.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { MSG, SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, sessionCookie, type TestApp } from './support/app.js';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db, { name: 'Northwind Logistics' })).id;
});
afterAll(() => t.close());

let n = 0;
const registration = (code: string, overrides: Record<string, unknown> = {}) => {
  n++;
  return {
    code,
    fullName: 'Sam Parent',
    username: `sam.parent${n}`,
    email: `sam.parent${n}@example.com`,
    password: 'a-good-password',
    confirmPassword: 'a-good-password',
    ...overrides,
  };
};

const usesOf = async (id: number) =>
  (await t.db.select().from(registrationCodes).where(eq(registrationCodes.id, id)))[0]!.uses;

describe('GET /api/register/:code', () => {
  it('answers the company name for a usable code', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const res = await t.get(`/api/register/${code.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyName: 'Northwind Logistics', role: 'parent' });
  });
});

describe('POST /api/register', () => {
  it('creates a parent of the code’s company, signs them in and counts the use', async () => {
    const code = await createRegistrationCode(t.db, { companyId, maxUses: 3 });
    const input = registration(code.code);
    const res = await t.post('/api/register', input);
    expect(res.statusCode).toBe(201);
    const user = res.json<CurrentUser>();
    expect(user).toMatchObject({
      username: input.username,
      email: input.email,
      fullName: 'Sam Parent',
      role: 'parent',
      companyId,
      isActivated: true,
      mustChangePassword: false,
    });
    expect(await usesOf(code.id)).toBe(1);

    const me = await t.get('/api/user', { cookie: sessionCookie(res) });
    expect(me.json<CurrentUser>().id).toBe(user.id);

    const again = await t.post('/api/login', {
      username: input.username,
      password: input.password,
      role: 'student',
    });
    expect(again.statusCode).toBe(200);
  });

  it('ignores role, id and isActivated in the payload', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const other = await createUser(t.db);
    const res = await t.post(
      '/api/register',
      registration(code.code, { role: 'admin', id: other.id, isActivated: false, companyId: 999 }),
    );
    expect(res.statusCode).toBe(201);
    const user = res.json<CurrentUser>();
    expect(user.role).toBe('parent');
    expect(user.id).not.toBe(other.id);
    expect(user.companyId).toBe(companyId);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('parent');
  });

  it('says Passwords do not match on confirmPassword', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const res = await t.post(
      '/api/register',
      registration(code.code, { confirmPassword: 'something-else' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.passwordsDoNotMatch,
      errors: { confirmPassword: [MSG.passwordsDoNotMatch] },
    });
    expect(await usesOf(code.id)).toBe(0);
  });

  it('validates every field with its message', async () => {
    const res = await t.post('/api/register', {
      code: '',
      fullName: '',
      username: 'ab',
      email: 'not-an-email',
      password: '123',
      confirmPassword: '123',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      username: [MSG.usernameMin],
      email: [MSG.emailInvalid],
      password: [MSG.passwordMin],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'code',
      'email',
      'fullName',
      'password',
      'username',
    ]);
  });

  it('answers 409 for a username or an email already in use, in any letter case', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const existing = await createUser(t.db);
    const byName = await t.post(
      '/api/register',
      registration(code.code, { username: existing.username.toUpperCase() }),
    );
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({
      message: SERVER_MSG.usernameTaken,
      errors: { username: [SERVER_MSG.usernameTaken] },
    });
    const byEmail = await t.post(
      '/api/register',
      registration(code.code, { email: existing.email.toUpperCase() }),
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      message: SERVER_MSG.emailTaken,
      errors: { email: [SERVER_MSG.emailTaken] },
    });
    expect(await usesOf(code.id)).toBe(0);
  });

  it('never lets concurrent sign-ups pass the maximum uses of a code', async () => {
    const code = await createRegistrationCode(t.db, { companyId, maxUses: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/register', registration(code.code, { fullName: 'Concurrent Parent' })),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 404)).toBe(true);
    expect(await usesOf(code.id)).toBe(5);
    const created = await t.db.select().from(users).where(eq(users.fullName, 'Concurrent Parent'));
    expect(created).toHaveLength(5);
  });
});
