import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { createUser } from '../../../src/server/factories/index.js';
import type { Company } from '../../../src/shared/admin/schemas.js';
import { signInAs, type TestApp } from './app.js';

/** A signed-in admin's Cookie header. */
export const adminCookie = async (t: TestApp) =>
  signInAs(t, await createUser(t.db, { role: 'admin', fullName: 'Test Admin' }));

/**
 * POST without the harness's no-secrets check. Only for the two calls whose answer is the
 * one-time credentials download (bulk upload and bulk generation), which carry passwords by design.
 */
export const postCredentials = (t: TestApp, url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

/** The company as the admin companies list shows it, with its real account count. */
export async function companyView(t: TestApp, cookie: string, id: number): Promise<Company> {
  const res = await t.get(`/api/admin/companies/${id}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Company>();
}

export const accountsOfCompany = (t: TestApp, companyId: number) =>
  t.db.select().from(users).where(eq(users.companyId, companyId));
