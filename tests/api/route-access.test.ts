import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users as usersTable } from '../../src/server/db/schema.js';
import { createCompany, createTutor, createUser } from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { PASSWORD_CHANGE_FIRST } from '../../src/server/identity/guard.js';
import type { ApiRoute } from '../../src/server/http/contract.js';
import { LEARNING_ROLES, ROLES, type Role } from '../../src/shared/constants.js';
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
    // A designated safeguarding lead, so the lead-only routes' second guard lets it by too.
    admin: await createUser(t.db, { role: 'admin', safeguardingLead: true }),
    tutor: await createTutor(t.db),
    parent: await createUser(t.db, { role: 'parent' }),
    student: await createUser(t.db, { role: 'student' }),
    employer: await createEmployerContact(t.db, (await createCompany(t.db)).id),
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
/** "signed-in" leaves out the employer contact, but for the routes of one's own account. */
const allowedRoles = (route: ApiRoute): readonly Role[] =>
  route.access === 'public'
    ? ROLES
    : route.access !== 'signed-in'
      ? route.access
      : route.beforePasswordChange
        ? ROLES
        : LEARNING_ROLES;

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
      if (allowedRoles(route).includes(role)) continue;
      const res = await call(route, cookies[role]);
      if (
        res.statusCode !== 403 ||
        res.json<{ message: string }>().message !== SERVER_MSG.forbidden
      )
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  // Issue 15 §3: an employer contact reaches its own report and its own account, nothing else.
  it('lets an employer contact reach only the employer report and its own account', () => {
    const reachable = routes()
      .filter(
        (route) =>
          route.access !== 'public' &&
          (route.beforePasswordChange ||
            (route.access !== 'signed-in' && route.access.includes('employer'))),
      )
      .map((route) => route.url);
    expect(reachable.length).toBeGreaterThan(0);
    for (const url of reachable) expect(url).toMatch(/^\/api\/(employer|account)\//);
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
      for (const role of allowedRoles(route)) {
        const res = await call(route, cookies[role]);
        if (res.statusCode === 401 || res.statusCode === 403)
          wrong.push(`${route.method} ${route.url} as ${role} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
