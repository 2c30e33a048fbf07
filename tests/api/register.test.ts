import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCodes, users } from '../../src/server/db/schema.js';
import {
  createCompany,
  createRegistrationCode,
  createUser,
} from '../../src/server/factories/index.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { openRegistrationToken } from '../../src/server/features/auth/registration-link.js';
import { MSG } from '../../src/shared/messages.js';
import { REGISTRATION_MSG } from '../../src/shared/onboarding/registration-messages.js';
import { createTestApp, lastEmailTo, sessionCookie, type TestApp } from './support/app.js';
import { finishToken, registerThroughEmail } from './support/registration.js';

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
  it('creates, once the emailed link is opened, a parent of the code’s company, signed in, and counts the use', async () => {
    const code = await createRegistrationCode(t.db, { companyId, maxUses: 3 });
    const input = registration(code.code);
    const res = await registerThroughEmail(t, input);
    expect(res.statusCode, res.body).toBe(201);
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
    const res = await registerThroughEmail(
      t,
      registration(code.code, { role: 'admin', id: other.id, isActivated: false, companyId: 999 }),
    );
    expect(res.statusCode, res.body).toBe(201);
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

  it('answers the same whether the username or the email is taken, and tells by email', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const existing = await createUser(t.db);
    const fresh = registration(code.code, { fullName: 'Taken Test' });
    const byName = registration(code.code, {
      fullName: 'Taken Test',
      username: existing.username.toUpperCase(),
    });
    const byEmail = registration(code.code, {
      fullName: 'Taken Test',
      email: existing.email.toUpperCase(),
    });
    const answers = [];
    for (const input of [fresh, byName, byEmail]) {
      const res = await t.post('/api/register', input);
      answers.push({ status: res.statusCode, body: res.json<unknown>() });
    }
    expect(answers).toEqual(
      Array.from({ length: 3 }, () => ({
        status: 202,
        body: { message: REGISTRATION_MSG.checkEmail },
      })),
    );
    // The owner of the address learns someone tried it; nothing was created.
    const owner = await lastEmailTo(t.db, existing.email);
    expect(owner?.subject).toBe('You already have a ClassPerk account');
    expect(owner?.textBody).toContain('http://localhost:3000/auth');
    expect(await lastEmailTo(t.db, byEmail.email)).toBeUndefined();
    // A taken username: only whoever reads that inbox learns it, and is asked for another.
    const renamed = await lastEmailTo(t.db, byName.email);
    expect(renamed?.subject).toBe('Choose another ClassPerk username');
    expect(renamed?.textBody).toContain(`http://localhost:3000/register/${code.code}`);
    expect(renamed?.textBody).not.toContain('finish-registration');
    expect(await lastEmailTo(t.db, fresh.email)).toMatchObject({
      subject: 'Finish creating your ClassPerk account',
    });
    expect(await usesOf(code.id)).toBe(0);
    expect(await t.db.$count(users, eq(users.fullName, 'Taken Test'))).toBe(0);
  });

  it('finishes once: a link used or changed, or an address taken since, creates nothing', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const input = registration(code.code);
    await t.post('/api/register', input);
    const token = await finishToken(t, input.email);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    const bad = await t.post('/api/register/confirm', { token: tampered });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: REGISTRATION_MSG.linkInvalid });
    expect((await t.post('/api/register/confirm', { token })).statusCode).toBe(201);
    const again = await t.post('/api/register/confirm', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REGISTRATION_MSG.alreadyCreated });
    expect(await usesOf(code.id)).toBe(1);
  });

  it('sends a link that expires after a day', async () => {
    const code = await createRegistrationCode(t.db, { companyId });
    const input = registration(code.code);
    await t.post('/api/register', input);
    const token = await finishToken(t, input.email);
    const late = await openRegistrationToken(t.db, token, new Date(Date.now() + 86_400_000 + 1000));
    expect(late).toBeNull();
    expect(await openRegistrationToken(t.db, token, new Date())).toMatchObject({
      username: input.username,
    });
    expect(token).not.toContain(input.password);
  });

  it('never lets concurrent sign-ups pass the maximum uses of a code', async () => {
    const code = await createRegistrationCode(t.db, { companyId, maxUses: 5 });
    const tokens = [];
    for (let i = 0; i < 20; i += 1) {
      const input = registration(code.code, { fullName: 'Concurrent Parent' });
      await t.post('/api/register', input);
      tokens.push(await finishToken(t, input.email));
    }
    const results = await Promise.all(
      tokens.map((token) => t.post('/api/register/confirm', { token })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 404)).toBe(true);
    expect(await usesOf(code.id)).toBe(5);
    const created = await t.db.select().from(users).where(eq(users.fullName, 'Concurrent Parent'));
    expect(created).toHaveLength(5);
  });
});
