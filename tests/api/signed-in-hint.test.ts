import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/constants.js';
import { createTestApp, signInAs, type Response, type TestApp } from './support/app.js';

/*
 * The readable "signed in" hint beside the httpOnly session cookie: the web app skips the
 * session call (and its 401) when the hint is absent, so it must follow the session exactly.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hintOf = (res: Response) => res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);

it('is set, readable by scripts, with the session at sign-in', async () => {
  const user = await createUser(t.db);
  const res = await t.post('/api/login', {
    username: user.username,
    password: TEST_PASSWORD,
    role: 'student',
  });
  expect(res.statusCode).toBe(200);
  const hint = hintOf(res);
  expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
  expect(hint?.httpOnly).toBeFalsy();
  expect(hint?.maxAge).toBeGreaterThan(0);
});

it('is cleared at logout', async () => {
  const cookie = await signInAs(t, await createUser(t.db));
  const res = await t.post('/api/logout', undefined, {
    cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1`,
  });
  expect(res.statusCode).toBe(200);
  expect(hintOf(res)).toMatchObject({ value: '' });
  expect(new Date(hintOf(res)!.expires!).getTime()).toBeLessThan(Date.now());
});

it('is cleared when it outlives the session, and left alone when there is none', async () => {
  const stale = await t.get('/api/user', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
  expect(stale.statusCode).toBe(401);
  expect(hintOf(stale)).toMatchObject({ value: '' });

  const none = await t.get('/api/user');
  expect(none.statusCode).toBe(401);
  expect(hintOf(none)).toBeUndefined();
});
