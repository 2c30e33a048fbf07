import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents, trustedDevices } from '../../src/server/db/schema.js';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { DEVICE_COOKIE } from '../../src/server/features/auth/devices.js';
import {
  ACCOUNT_HOURLY_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
  PAIR_LIMIT,
  UNTRUSTED_ACCOUNT_LIMIT,
} from '../../src/server/features/auth/login-throttle.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, type Response, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every test uses its own addresses: failures are counted per address across the whole file.
const login = (username: string, password: string, remoteAddress: string, cookie?: string) =>
  t.post(
    '/api/login',
    { username, password, role: 'student' },
    cookie ? { remoteAddress, cookie } : { remoteAddress },
  );

const deviceCookie = (res: Response) => {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
};

/** Moves an account's counted failures back in time, as if the minutes had passed. */
const age = (subject: string, minutes: number) =>
  t.db
    .update(rateEvents)
    .set({ createdAt: sql`${rateEvents.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(rateEvents.subject, subject));

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in throttling', () => {
  it('locks one account on one address after 5 failures, even for the right password', async () => {
    expect(PAIR_LIMIT).toBe(5);
    const user = await createUser(t.db);
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expect((await login(user.username, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    }
    const locked = await login(user.username, TEST_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: SERVER_MSG.tooManyAttempts });
    expect(locked.cookies).toEqual([]);

    // The owner, on another address, is not locked out.
    expect((await login(user.username, TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    // The username is matched in any letter case, so changing case does not reset the count.
    expect((await login(user.username.toUpperCase(), TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(
      429,
    );
  });

  it('forgets the failures of a pair after a successful sign-in', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < PAIR_LIMIT - 1; i++)
      await login(user.username, 'wrong-password', '10.0.2.1');
    expect((await login(user.username, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < PAIR_LIMIT - 1; i++) {
      expect((await login(user.username, 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await login(user.username, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('locks an address after 30 failures over many usernames', async () => {
    expect(ADDRESS_LIMIT).toBe(30);
    const user = await createUser(t.db);
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      const res = await login(
        `guess-${i % 10}-${Math.floor(i / 10)}`,
        'wrong-password',
        '10.0.3.1',
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login(user.username, TEST_PASSWORD, '10.0.3.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: SERVER_MSG.tooManyAttempts });
    expect((await login(user.username, TEST_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
  });

  it('lets 200 simultaneous wrong passwords reach the password check only 5 times', async () => {
    const user = await createUser(t.db);
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(user.username, 'wrong-password', '10.0.5.1')),
    );
    expect(statuses(burst)).toEqual({ 401: PAIR_LIMIT, 429: 200 - PAIR_LIMIT });
    for (const res of burst.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({ message: SERVER_MSG.tooManyAttempts });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('does not sign in the right password sent late in a burst of 50', async () => {
    const user = await createUser(t.db);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(user.username, i === 44 ? TEST_PASSWORD : 'wrong-password', '10.0.6.1'),
      ),
    );
    expect(burst[44]?.statusCode).toBe(429);
    expect(burst[44]?.cookies).toEqual([]);
    expect(statuses(burst)).toEqual({ 401: PAIR_LIMIT, 429: 50 - PAIR_LIMIT });
  });

  it('lets the owner in from their own browser after guesses from 60 addresses', async () => {
    const user = await createUser(t.db);
    const owner = deviceCookie(await login(user.username, TEST_PASSWORD, '10.0.7.1'));
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(user.username, 'wrong-password', `10.7.${Math.floor(i / 200)}.${i % 200}`),
      ),
    );
    expect(statuses(guesses)).toEqual({
      401: UNTRUSTED_ACCOUNT_LIMIT,
      429: 60 - UNTRUSTED_ACCOUNT_LIMIT,
    });

    // From a new address, too: the cookie, not the address, makes the browser known.
    const trusted = await login(user.username, TEST_PASSWORD, '10.0.7.2', owner);
    expect(trusted.statusCode).toBe(200);

    const unknown = await login(user.username, TEST_PASSWORD, '10.0.7.3');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual({ message: SERVER_MSG.tooManyAttempts });
    const wait = Number(unknown.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    // Slowed down, not refused for good: once the window has passed, the unknown browser gets in.
    await age(user.username.toLowerCase(), 16);
    expect((await login(user.username, TEST_PASSWORD, '10.0.7.3')).statusCode).toBe(200);
  });

  it('counts failures from a trusted browser against that browser only', async () => {
    const user = await createUser(t.db);
    const owner = deviceCookie(await login(user.username, TEST_PASSWORD, '10.0.8.1'));
    for (let i = 0; i < DEVICE_LIMIT; i++) {
      expect((await login(user.username, 'wrong-password', '10.0.8.1', owner)).statusCode).toBe(
        401,
      );
    }
    const locked = await login(user.username, TEST_PASSWORD, '10.0.8.1', owner);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same address without the cookie has its own, untouched allowance.
    expect((await login(user.username, TEST_PASSWORD, '10.0.8.1')).statusCode).toBe(200);
  });

  it('allows at most 100 failed checks an hour on one account, even from trusted browsers', async () => {
    expect(ACCOUNT_HOURLY_LIMIT).toBe(100);
    const user = await createUser(t.db);
    const owner = deviceCookie(await login(user.username, TEST_PASSWORD, '10.0.9.1'));
    await t.db.insert(rateEvents).values(
      Array.from({ length: ACCOUNT_HOURLY_LIMIT }, (_, i) => ({
        bucket: 'login_failure',
        subject: user.username.toLowerCase(),
        ip: `10.9.${Math.floor(i / 4)}.${i % 4}`,
      })),
    );
    await age(user.username.toLowerCase(), 20);
    const refused = await login(user.username, TEST_PASSWORD, '10.0.9.1', owner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(35 * 60);
  });

  it('issues an httpOnly, SameSite=Lax device cookie for the sign-in call, stored only hashed', async () => {
    const user = await createUser(t.db);
    const res = await login(user.username, TEST_PASSWORD, '10.0.10.1');
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect(cookie?.secure).toBeFalsy();
    const rows = await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie?.value).not.toContain(rows[0]?.tokenHash);
  });

  it('trusts a browser only for the accounts that signed in on it', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const cookie = deviceCookie(await login(other.username, TEST_PASSWORD, '10.0.11.1'));
    await t.db.insert(rateEvents).values(
      Array.from({ length: UNTRUSTED_ACCOUNT_LIMIT }, (_, i) => ({
        bucket: 'login_failure',
        subject: owner.username.toLowerCase(),
        ip: `10.11.0.${i}`,
      })),
    );
    expect((await login(owner.username, TEST_PASSWORD, '10.0.11.1', cookie)).statusCode).toBe(429);
  });
});
