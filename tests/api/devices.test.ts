import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  authSessions,
  securityEvents,
  trustedDevices,
} from '../../src/server/db/schema.js';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { MAX_SESSIONS_PER_USER } from '../../src/server/identity/sessions.js';
import { hashSecret, newSecret } from '../../src/server/identity/tokens.js';
import {
  SESSION_NOT_FOUND,
  type signedInDevicesSchema,
} from '../../src/shared/account/sessions.js';
import type { Wire } from '../../src/shared/api/contract.js';
import { MFA_MSG } from '../../src/shared/auth/mfa.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, sessionCookie, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const signInFrom = async (username: string, userAgent: string) =>
  sessionCookie(
    await t.post(
      '/api/login',
      { username, password: TEST_PASSWORD, role: 'student' },
      { headers: { 'user-agent': userAgent } },
    ),
  );

const devicesOf = async (cookie: string) => {
  const res = await t.get('/api/account/sessions', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Wire<typeof signedInDevicesSchema>>().items;
};

const endSession = (cookie: string, publicId: string, currentPassword = TEST_PASSWORD) =>
  t.post(`/api/account/sessions/${publicId}/end`, { currentPassword }, { cookie });

const endOthers = (cookie: string, body: unknown = { currentPassword: TEST_PASSWORD }) =>
  t.post('/api/account/sessions/end-others', body, { cookie });

const WRONG_PASSWORD = {
  message: SERVER_MSG.currentPasswordWrong,
  errors: { currentPassword: [SERVER_MSG.currentPasswordWrong] },
};

describe('GET /api/account/sessions', () => {
  it('needs a session', async () => {
    expect((await t.get('/api/account/sessions')).statusCode).toBe(401);
  });

  it('lists the user’s own live sessions with a readable device, this one first', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    await signInFrom(user.username, IPHONE);
    await signInFrom(other.username, FIREFOX);

    const items = await devicesOf(laptop);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.device).sort()).toEqual([
      'Firefox on Linux',
      'Safari on iPhone',
    ]);
    expect(items.map((item) => [item.device, item.current])).toEqual([
      ['Firefox on Linux', true],
      ['Safari on iPhone', false],
    ]);
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.ip).toBe('127.0.0.1');
      expect(Date.parse(item.createdAt)).not.toBeNaN();
      expect(Object.keys(item).sort()).toEqual(
        ['createdAt', 'current', 'device', 'id', 'ip', 'lastSeenAt'].sort(),
      );
    }
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the longest unused`, async () => {
    const user = await createUser(t.db);
    const first = await signInFrom(user.username, FIREFOX);
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1) await signInFrom(user.username, IPHONE);
    const rows = await t.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await t.get('/api/user', { cookie: first })).statusCode).toBe(401);
  });
});

describe('POST /api/account/sessions/:publicId/end', () => {
  it('ends one of the user’s own sessions, which is then signed out, and logs it', async () => {
    const user = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    const phone = await signInFrom(user.username, IPHONE);
    const target = (await devicesOf(laptop)).find((item) => !item.current)!;

    const res = await endSession(laptop, target.id);
    expect(res.statusCode).toBe(204);
    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: laptop })).statusCode).toBe(200);
    expect((await devicesOf(laptop)).map((item) => item.id)).not.toContain(target.id);

    const events = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.actorId, user.id), eq(securityEvents.type, 'session_ended')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'success', ip: '127.0.0.1' });
    expect(JSON.stringify(events[0]!.detail)).not.toContain(target.id);
  });

  it('needs the current password, so a stolen session cannot sign the owner out', async () => {
    const user = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    const phone = await signInFrom(user.username, IPHONE);
    const target = (await devicesOf(laptop)).find((item) => !item.current)!;
    const url = `/api/account/sessions/${target.id}/end`;

    const missing = await t.post(url, {}, { cookie: laptop });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { currentPassword: [expect.any(String)] },
    });
    const empty = await endSession(laptop, target.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: { currentPassword: [MFA_MSG.currentPasswordRequired] },
    });
    const wrong = await endSession(laptop, target.id, 'a-guess-at-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);

    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(200);
    expect((await devicesOf(laptop)).map((item) => item.id)).toContain(target.id);
  });

  it('answers 404 for another user’s session and leaves it signed in', async () => {
    const user = await createUser(t.db);
    const stranger = await createUser(t.db);
    const mine = await signInFrom(user.username, FIREFOX);
    const theirs = await signInFrom(stranger.username, IPHONE);
    const [target] = await devicesOf(theirs);

    const res = await endSession(mine, target!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SESSION_NOT_FOUND });
    expect((await t.get('/api/user', { cookie: theirs })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    const user = await createUser(t.db);
    const cookie = await signInFrom(user.username, FIREFOX);
    expect((await endSession(cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await endSession(cookie, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('signs out every other session of the user only, and logs how many', async () => {
    const user = await createUser(t.db);
    const stranger = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    const phone = await signInFrom(user.username, IPHONE);
    const tablet = await signInFrom(user.username, IPHONE);
    const theirs = await signInFrom(stranger.username, FIREFOX);

    const res = await endOthers(laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of [phone, tablet]) {
      expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
    }
    expect((await t.get('/api/user', { cookie: laptop })).statusCode).toBe(200);
    expect((await t.get('/api/user', { cookie: theirs })).statusCode).toBe(200);
    expect(await devicesOf(laptop)).toHaveLength(1);

    const [event] = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.actorId, user.id), eq(securityEvents.type, 'sessions_ended')));
    expect(event?.detail).toEqual({ ended: 2 });
  });

  it('needs the current password and ends nothing without the right one', async () => {
    const user = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    const phone = await signInFrom(user.username, IPHONE);

    const missing = await endOthers(laptop, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { currentPassword: [expect.any(String)] },
    });
    const wrong = await endOthers(laptop, { currentPassword: 'a-guess-at-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PASSWORD);

    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(200);
    expect(await devicesOf(laptop)).toHaveLength(2);
  });

  it('counts wrong passwords in the sign-in throttle and answers 429 with Retry-After', async () => {
    const user = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    const phone = await signInFrom(user.username, IPHONE);

    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(await endOthers(laptop, { currentPassword: `guess-${i}` }));
    }
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0]!.json()).toEqual({ message: SERVER_MSG.tooManyPasswordChecks });
    expect((await endOthers(laptop)).statusCode).toBe(429);
    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(200);
  });
});

describe('a new password', () => {
  const trustedBrowsers = (userId: number) =>
    t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId));

  it('withdraws the account’s device cookies when it is changed', async () => {
    const user = await createUser(t.db);
    const laptop = await signInFrom(user.username, FIREFOX);
    await signInFrom(user.username, IPHONE);
    expect(await trustedBrowsers(user.id)).toHaveLength(2);

    const password = 'a-fresh-long-passphrase';
    const res = await t.post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, password, confirmPassword: password },
      { cookie: laptop },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await trustedBrowsers(user.id)).toHaveLength(0);
    expect(await devicesOf(laptop)).toHaveLength(1);
  });

  it('withdraws them when it is chosen through a reset link', async () => {
    const user = await createUser(t.db);
    await signInFrom(user.username, FIREFOX);
    const token = newSecret();
    await t.db.insert(accountTokens).values({
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + 60_000),
    });

    const password = 'a-fresh-long-passphrase';
    const res = await t.post('/api/reset-password/confirm', {
      token,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await trustedBrowsers(user.id)).toHaveLength(0);
  });
});
