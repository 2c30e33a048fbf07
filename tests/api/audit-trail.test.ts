import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import { recordAudit } from '../../src/server/features/audit/record.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';

/* Issue 17 §1: the audit trail is append-only, enforced by the database itself. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(() => t.close());

describe('the audit trail', () => {
  it('takes new rows and refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await recordAudit(t.db, null, { action: 'erase', recordType: 'user', recordId: 7 });
    const [row] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from audit_events where record_id = 7`,
    );
    expect(row).toBeDefined();

    for (const statement of [
      sql`update audit_events set record_id = 8 where id = ${row!.id}`,
      sql`delete from audit_events where id = ${row!.id}`,
      sql`truncate audit_events`,
    ]) {
      const refusal = await t.db.execute(statement).then(
        () => null,
        (error: Error) => error.cause,
      );
      expect(String(refusal)).toMatch(/append-only/);
    }
    expect(await t.db.$count(auditEvents)).toBe(1);
  });
});
