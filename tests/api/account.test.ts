import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/server/db/schema.js';
import { createTutor, createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { PASSWORD_CHANGE_FIRST } from '../../src/server/identity/guard.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { MSG, SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, lastEmailTo, signIn, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
const SUPPORT = 'support@classperk.co.uk';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'my-own-new-password';
const changePassword = (cookie: string, currentPassword: string, password = NEW_PASSWORD) =>
  t.post(
    '/api/account/password',
    { currentPassword, password, confirmPassword: password },
    { cookie },
  );

describe('PATCH /api/account/profile', () => {
  it('needs a session', async () => {
    const res = await t.patch('/api/account/profile', { fullName: 'Someone', email: 'a@b.co' });
    expect(res.statusCode).toBe(401);
  });

  it('updates the name and email', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      {
        fullName: '  Priya Shah ',
        email: 'Priya.Shah@Example.com',
        currentPassword: TEST_PASSWORD,
      },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({
      id: user.id,
      fullName: 'Priya Shah',
      email: 'priya.shah@example.com',
      username: user.username,
    });
    const me = (await t.get('/api/user', { cookie })).json<CurrentUser>();
    expect(me.email).toBe('priya.shah@example.com');
    await t.jobsIdle();
    const toOld = await lastEmailTo(t.db, user.email);
    expect(toOld?.subject).toMatch(/email address was changed/);
    expect(toOld?.textBody).toContain(SUPPORT);
    const toNew = await lastEmailTo(t.db, 'priya.shah@example.com');
    expect(toNew?.subject).toMatch(/email address was changed/);
  });

  it('needs the current password to change the email, and says so on that field', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const missing = await t.patch(
      '/api/account/profile',
      { fullName: 'Thief', email: 'thief@example.com' },
      { cookie },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: SERVER_MSG.currentPasswordForEmail,
      errors: { currentPassword: [SERVER_MSG.currentPasswordForEmail] },
    });
    const wrong = await t.patch(
      '/api/account/profile',
      { fullName: 'Thief', email: 'thief@example.com', currentPassword: 'a-guess-at-it' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: SERVER_MSG.currentPasswordWrong,
      errors: { currentPassword: [SERVER_MSG.currentPasswordWrong] },
    });
    const me = (await t.get('/api/user', { cookie })).json<CurrentUser>();
    expect(me).toMatchObject({ email: user.email, fullName: user.fullName });
    await t.jobsIdle();
    expect(await lastEmailTo(t.db, 'thief@example.com')).toBeUndefined();
  });

  it('changes only the name without the current password', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      { fullName: 'Renamed Person', email: user.email },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CurrentUser>().fullName).toBe('Renamed Person');
  });

  it('keeps the user’s own email without a conflict', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      { fullName: 'New Name', email: user.email.toUpperCase() },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 for an email another account uses', async () => {
    const other = await createUser(t.db);
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      { fullName: 'Name', email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD },
      { cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: SERVER_MSG.emailTaken,
      errors: { email: [SERVER_MSG.emailTaken] },
    });
  });

  it('answers 409 for another account’s email also when that account is found second', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch(
      '/api/account/profile',
      { fullName: 'Name', email: other.email, currentPassword: TEST_PASSWORD },
      { cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: SERVER_MSG.emailTaken,
      errors: { email: [SERVER_MSG.emailTaken] },
    });
  });

  it('validates with field messages', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.patch('/api/account/profile', { fullName: '', email: 'nope' }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { fullName: ['Full name is required'], email: [MSG.emailInvalid] },
    });
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with a field error', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await changePassword(cookie, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SERVER_MSG.currentPasswordWrong,
      errors: { currentPassword: [SERVER_MSG.currentPasswordWrong] },
    });
    await signInAs(t, user);
  });

  it('lets a session guess the current password no faster than the sign-in form', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(cookie, `wrong-guess-${i}`)),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.json<{ message: string }>().message).toBe(SERVER_MSG.tooManyPasswordChecks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is held back too while the window is full.
    expect((await changePassword(cookie, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('says Passwords do not match', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'other-one' },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { confirmPassword: [MSG.passwordsDoNotMatch] } });
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.db);
    const laptop = await signInAs(t, user);
    const phone = await signInAs(t, user);
    const res = await changePassword(laptop, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);

    expect((await t.get('/api/user', { cookie: laptop })).statusCode).toBe(200);
    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(401);
    const rows = await t.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows).toHaveLength(1);

    const old = await t.post('/api/login', {
      username: user.username,
      password: TEST_PASSWORD,
      role: 'student',
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, user.username, NEW_PASSWORD, 'student');
    expect((await lastEmailTo(t.db, user.email))?.subject).toMatch(/password was changed/);
  });

  it('needs a session', async () => {
    const res = await t.post('/api/account/password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a generated one-time password', () => {
  it('must be changed before anything else', async () => {
    const tutor = await createTutor(t.db, { mustChangePassword: true, isActivated: false });
    const cookie = await signInAs(t, tutor);

    const me = await t.get('/api/user', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json<CurrentUser>()).toMatchObject({ mustChangePassword: true, isActivated: false });

    for (const url of ['/api/students', '/api/search?q=maths']) {
      const res = await t.get(url, { cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGE_FIRST });
    }

    const changed = await changePassword(cookie, TEST_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CurrentUser>()).toMatchObject({
      mustChangePassword: false,
      isActivated: true,
    });
    expect((await t.get('/api/students', { cookie })).statusCode).toBe(200);
  });
});
