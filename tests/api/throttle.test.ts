import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../../src/server/db/schema.js';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, PAIR_LIMIT } from '../../src/server/features/auth/login.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every test uses its own addresses: failures are counted per address across the whole file.
const login = (username: string, password: string, remoteAddress: string) =>
  t.post('/api/login', { username, password, role: 'student' }, { remoteAddress });

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

  it('after a spread-out attack, admits only addresses that already hold a session', async () => {
    const user = await createUser(t.db);
    expect((await login(user.username, TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    // Failures from many addresses, written directly: each address stays under its own limits.
    await t.db.insert(rateEvents).values(
      Array.from({ length: ACCOUNT_LIMIT }, (_, i) => ({
        bucket: 'login_failure',
        subject: user.username.toLowerCase(),
        ip: `10.9.${Math.floor(i / 4)}.${i % 4}`,
      })),
    );
    expect((await login(user.username, TEST_PASSWORD, '10.0.4.9')).statusCode).toBe(429);
    expect((await login(user.username, TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
  });
});
