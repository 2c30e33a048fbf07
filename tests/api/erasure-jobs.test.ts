import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../src/server/factories/index.js';
import type { BulkUploadResult } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';
import { accountsOfCompany, adminCookie, postCredentials } from './support/onboarding.js';

/*
 * Issue 26 §2: a finished job keeps its data until pg-boss's maintenance deletes it, up to a day
 * later; an erasure takes the person out of every job row at once.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
});
afterAll(() => t.close());

/** The job rows whose data or output mention any of the texts. */
async function jobsMentioning(texts: string[]) {
  const rows = await rowsOf<{ name: string; text: string }>(
    t.db,
    sql`select name, lower(concat(data::text, ' ', output::text)) as text from pgboss.job`,
  );
  return rows
    .filter((row) => texts.some((text) => row.text.includes(text.toLowerCase())))
    .map((row) => row.name);
}

describe('an erasure and the job queue', () => {
  it('leaves no name, username or address of the person in any job, finished or not', async () => {
    const company = await createCompany(t.db, { name: 'Erasure Works' });
    const res = await postCredentials(
      t,
      '/api/admin/bulk-upload-employees',
      {
        employees: [
          { row: 2, fullName: 'Gwen Erasable', email: 'gwen.erasable@erasure.test' },
          { row: 3, fullName: 'Kept Colleague', email: 'kept.colleague@erasure.test' },
        ],
        companyId: company.id,
        jobId: randomUUID(),
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkUploadResult>().successCount).toBe(2);
    const gwen = (await accountsOfCompany(t, company.id)).find(
      (user) => user.email === 'gwen.erasable@erasure.test',
    )!;
    // Forgotten-details requests carry what was typed, for a lookup a second later.
    await t.post('/api/recover-username', { email: 'Gwen.Erasable@erasure.test' });
    await t.post('/api/reset-password', { username: gwen.username.toUpperCase() });
    await t.jobsIdle();
    // A mail server's refusal names the recipient, and a failed job keeps it as its output.
    await t.db.execute(
      sql`update pgboss.job set output = ${JSON.stringify({
        message: `550 5.1.1 <${gwen.email}>: Recipient address rejected`,
      })}::jsonb where name = 'email-deliver'`,
    );
    const identifiers = [gwen.fullName, gwen.email, gwen.username];
    expect(await jobsMentioning(identifiers)).toEqual(
      expect.arrayContaining(['onboarding-accounts', 'account-recovery', 'email-deliver']),
    );

    const erased = await t.post(
      `/api/admin/accounts/${gwen.id}/erase`,
      { reason: 'family_request' },
      { cookie: admin },
    );
    expect(erased.statusCode, erased.body).toBe(204);

    expect(await jobsMentioning(identifiers)).toEqual([]);
    // The colleague's row stays: the admin may still look into the import.
    expect(await jobsMentioning(['kept.colleague@erasure.test'])).toEqual(['onboarding-accounts']);
  });
});
