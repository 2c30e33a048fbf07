import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../src/server/db/schema.js';
import {
  createCompany,
  createTutor,
  createUser,
  TEST_PASSWORD,
} from '../../src/server/factories/index.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/identity/sessions.js';
import { currentUserSchema, type CurrentUser } from '../../src/shared/auth/schemas.js';
import type { LoginRole, Role } from '../../src/shared/constants.js';
import { MSG, SERVER_MSG, roleMismatch } from '../../src/shared/messages.js';
import { createTestApp, sessionCookie, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, role: LoginRole, cookie?: string) =>
  t.post('/api/login', { username, password, role }, cookie ? { cookie } : {});

describe('GET /api/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SERVER_MSG.signInRequired });
  });

  it('answers 401 for a cookie that is not a session', async () => {
    const res = await t.get('/api/user', { cookie: `${SESSION_COOKIE}=made-up-value-1234567890` });
    expect(res.statusCode).toBe(401);
  });

  it('answers exactly the CurrentUser fields after sign-in', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { fullName: 'Priya Shah', companyId: company.id });
    const cookie = await signInAs(t, user);
    const res = await t.get('/api/user', { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<CurrentUser>();
    expect(Object.keys(body).sort()).toEqual(Object.keys(currentUserSchema.shape).sort());
    expect(body.createdAt).toBe(user.createdAt.toISOString());
    expect(currentUserSchema.strict().parse(body)).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: 'Priya Shah',
      role: 'parent',
      profileImage: null,
      companyId: company.id,
      isActivated: true,
      mustChangePassword: false,
      safeguardingLead: false,
      createdAt: user.createdAt,
    });
  });
});

describe('POST /api/login', () => {
  const cases: [Role, LoginRole][] = [
    ['admin', 'admin'],
    ['tutor', 'tutor'],
    ['parent', 'student'],
    ['student', 'student'],
  ];
  it.each(cases)('signs a %s in with the role picker value %s', async (role, picker) => {
    const user = role === 'tutor' ? await createTutor(t.db) : await createUser(t.db, { role });
    const res = await login(user.username, TEST_PASSWORD, picker);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({ id: user.id, role, fullName: user.fullName });
    expect(sessionCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=.{40,}`));
  });

  it('accepts the username in any letter case', async () => {
    const user = await createUser(t.db, { username: 'MixedCase' });
    expect((await login('mixedcase', TEST_PASSWORD, 'student')).statusCode).toBe(200);
    expect((await login(user.username.toUpperCase(), TEST_PASSWORD, 'student')).statusCode).toBe(
      200,
    );
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.username, 'not-the-password', 'student');
    const unknown = await login('nobody-here', 'not-the-password', 'student');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SERVER_MSG.invalidCredentials });
      expect(res.cookies).toEqual([]);
    }
  });

  it('names the right role picker option when the password is right but the role is not', async () => {
    const tutor = await createTutor(t.db);
    const asParent = await login(tutor.username, TEST_PASSWORD, 'student');
    expect(asParent.statusCode).toBe(401);
    expect(asParent.json()).toEqual({ message: roleMismatch('Tutor') });
    expect(asParent.cookies).toEqual([]);

    const parent = await createUser(t.db, { role: 'parent' });
    const asAdmin = await login(parent.username, TEST_PASSWORD, 'admin');
    expect(asAdmin.json()).toEqual({ message: roleMismatch('Parent') });

    const admin = await createUser(t.db, { role: 'admin' });
    const asTutor = await login(admin.username, TEST_PASSWORD, 'tutor');
    expect(asTutor.json()).toEqual({ message: roleMismatch('Admin') });
  });

  it('does not reveal the role of an account to a wrong password', async () => {
    const tutor = await createTutor(t.db);
    const res = await login(tutor.username, 'not-the-password', 'student');
    expect(res.json()).toEqual({ message: SERVER_MSG.invalidCredentials });
  });

  it('validates with the messages of the sign-in form', async () => {
    const res = await t.post('/api/login', { username: 'ab', password: '12345', role: 'student' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG.usernameMin,
      errors: { username: [MSG.usernameMin], password: [MSG.signInPasswordMin] },
    });
  });

  it('refuses a role outside the picker', async () => {
    const user = await createUser(t.db);
    const res = await t.post('/api/login', {
      username: user.username,
      password: TEST_PASSWORD,
      role: 'parent',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('role');
  });

  it('defaults the role to the student value (labelled Parent)', async () => {
    const user = await createUser(t.db);
    const res = await t.post('/api/login', { username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a deactivated account with 403 after the password is proven', async () => {
    const user = await createUser(t.db, { deactivatedAt: new Date() });
    const res = await login(user.username, TEST_PASSWORD, 'student');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MSG.accountDeactivated });
    expect(res.cookies).toEqual([]);
    const wrong = await login(user.username, 'not-the-password', 'student');
    expect(wrong.statusCode).toBe(401);
  });

  it('ends the sessions of an account once it is deactivated', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on path /, not Secure over http', async () => {
    const user = await createUser(t.db);
    const res = await login(user.username, TEST_PASSWORD, 'student');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 86_400);
  });

  it('marks the cookie Secure and names it __Host- when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://classperk.example' },
    });
    try {
      const user = await createUser(t.db);
      const res = await https.post('/api/login', {
        username: user.username,
        password: TEST_PASSWORD,
        role: 'student',
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeDefined();
      const session = `${SECURE_SESSION_COOKIE}=${cookie!.value}`;
      expect((await https.get('/api/user', { cookie: session })).statusCode).toBe(200);
      // The plain name is not read on HTTPS, so a cookie planted over http cannot stand in.
      const plain = `${SESSION_COOKIE}=${cookie!.value}`;
      expect((await https.get('/api/user', { cookie: plain })).statusCode).toBe(401);
      const out = await https.post('/api/logout', undefined, { cookie: session });
      expect(out.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)?.value).toBe('');
    } finally {
      await https.close();
    }
  });

  it('starts a new session id on every sign-in and drops the one the browser held', async () => {
    const user = await createUser(t.db);
    const first = await signInAs(t, user);
    const res = await login(user.username, TEST_PASSWORD, 'student', first);
    expect(res.statusCode).toBe(200);
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await t.get('/api/user', { cookie: first })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: second })).statusCode).toBe(200);
  });

  it('never turns a cookie value the browser already had into a session', async () => {
    const user = await createUser(t.db);
    const planted = `${SESSION_COOKIE}=planted-by-an-attacker-0123456789`;
    const res = await login(user.username, TEST_PASSWORD, 'student', planted);
    expect(sessionCookie(res)).not.toBe(planted);
    expect((await t.get('/api/user', { cookie: planted })).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const rows = await t.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).not.toBe(cookie.split('=')[1]);
    expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('activates the account on its first sign-in', async () => {
    const user = await createUser(t.db, { isActivated: false });
    const res = await login(user.username, TEST_PASSWORD, 'student');
    expect(res.json<CurrentUser>().isActivated).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isActivated).toBe(true);
  });
});
