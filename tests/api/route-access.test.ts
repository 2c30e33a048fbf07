import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users as usersTable } from '../../src/server/db/schema.js';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import { PASSWORD_CHANGE_FIRST } from '../../src/server/features/auth/guard.js';
import type { ApiRoute } from '../../src/server/http/contract.js';
import { ROLES, type Role } from '../../src/shared/constants.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/**
 * Reads the app's own route table, so a route added without the right guard fails here without
 * anyone writing a test for it: signed out gets 401 unless the route is public, and every role the
 * route does not allow gets 403. The guard runs before the input is read, so any body will do.
 */
let t: TestApp;
const cookies = {} as Record<Role, string>;
/** A user who still holds a generated one-time password. */
let mustChangeCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const users = {
    admin: await createUser(t.db, { role: 'admin' }),
    tutor: await createTutor(t.db),
    parent: await createUser(t.db, { role: 'parent' }),
    student: await createUser(t.db, { role: 'student' }),
  };
  for (const role of ROLES) cookies[role] = await signInAs(t, users[role]);
  const oneTime = await createUser(t.db, { role: 'parent' });
  mustChangeCookie = await signInAs(t, oneTime);
  await t.db
    .update(usersTable)
    .set({ mustChangePassword: true })
    .where(eq(usersTable.id, oneTime.id));
});
afterAll(() => t.close());

// An id that names nothing, so an object-level check can never be what answers.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '2147483000');
const call = (route: ApiRoute, cookie?: string) =>
  t.request({
    method: route.method,
    url: concrete(route.url),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    ...(cookie ? { cookie } : {}),
  });
const routes = () => t.app.apiRoutes.filter((route) => !route.hidden);

describe('every /api route', () => {
  it('is in the table, and the table covers the documented operations', () => {
    expect(routes().length).toBeGreaterThan(80);
  });

  it('answers 401 to a signed-out caller unless it is public', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      if (route.access === 'public') continue;
      const res = await call(route);
      if (
        res.statusCode !== 401 ||
        res.json<{ message: string }>().message !== SERVER_MSG.signInRequired
      )
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ROLES)('answers 403 to a %s where the route does not allow that role', async (role) => {
    const wrong: string[] = [];
    for (const route of routes()) {
      if (typeof route.access === 'string' || route.access.includes(role)) continue;
      const res = await call(route, cookies[role]);
      if (
        res.statusCode !== 403 ||
        res.json<{ message: string }>().message !== SERVER_MSG.forbidden
      )
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a user who must still replace a one-time password, but on their own account', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      if (route.access === 'public') continue;
      const res = await call(route, mustChangeCookie);
      const refused =
        res.statusCode === 403 && res.json<{ message: string }>().message === PASSWORD_CHANGE_FIRST;
      if (refused === route.beforePasswordChange)
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets every allowed role past the guard', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      if (route.access === 'public') continue;
      const allowed = route.access === 'signed-in' ? ROLES : route.access;
      for (const role of allowed) {
        const res = await call(route, cookies[role]);
        if (res.statusCode === 401 || res.statusCode === 403)
          wrong.push(`${route.method} ${route.url} as ${role} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
