import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { createUser } from '../../../src/server/factories/index.js';
import type { Company } from '../../../src/shared/admin/schemas.js';
import { rowsOf, signInAs, type TestApp } from './app.js';

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

/**
 * Checks that none of the one-time passwords is stored readable: not in the accounts job's data
 * or output, nor in the progress row, whose sealed result is gone once the request has read it.
 */
export async function expectPasswordsNotStored(t: TestApp, jobId: string, passwords: string[]) {
  const [row] = await rowsOf<{ result: string | null }>(
    t.db,
    sql`select result from import_jobs where id = ${jobId}`,
  );
  expect(row).toEqual({ result: null });
  const stored = await rowsOf<{ text: string }>(
    t.db,
    sql`select concat(data::text, output::text) as text from pgboss.job
        where name = 'onboarding-accounts'
        union all
        select concat_ws(' ', id, kind, status, error, recipient_key) from import_jobs`,
  );
  expect(stored.length).toBeGreaterThan(1);
  const text = stored.map((r) => r.text).join('\n');
  expect(passwords.filter((password) => text.includes(password))).toEqual([]);
}
