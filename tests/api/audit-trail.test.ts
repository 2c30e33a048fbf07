import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { recordAudit } from '../../src/server/records/audit.js';
import { eraseAccount } from '../../src/server/features/erasure/erase.js';
import type { AuditEventPage } from '../../src/shared/audit/schemas.js';
import { conversationOf, pairing } from './support/messaging.js';
import { expectPagingContract } from './support/paging.js';
import { withQuery } from './support/query.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';

/* Issue 17 §1: the audit trail records reads of children and admin actions, and cannot change. */

let t: TestApp;
let admin: string;
let adminUser: UserRow;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  // Opens conversations, which only a safeguarding lead may (issue 31 §2).
  adminUser = await createUser(t.db, { role: 'admin', safeguardingLead: true });
  admin = await signInAs(t, adminUser);
});
afterAll(() => t.close());

const trailOf = (subjectId: number) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));

describe('what the audit trail records', () => {
  it('records a tutor reading a child but not the child’s own parent', async () => {
    const tutor = await createTutor(t.db);
    const parent = await createUser(t.db, { role: 'parent' });
    const child = await createStudent(t.db, { parentId: parent.id, tutorId: tutor.id });

    const byTutor = await t.get(`/api/students/${child.id}`, { cookie: await signInAs(t, tutor) });
    expect(byTutor.statusCode, byTutor.body).toBe(200);
    const byParent = await t.get(`/api/attendance/children/${child.id}`, {
      cookie: await signInAs(t, parent),
    });
    expect(byParent.statusCode, byParent.body).toBe(200);

    const rows = await trailOf(parent.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: tutor.id,
        actorRole: 'tutor',
        action: 'read',
        recordType: 'student',
        recordId: child.id,
      }),
    ]);
  });

  it('keeps an admin’s typed reason for opening a conversation until the family is erased', async () => {
    const pair = await pairing(t);
    const conversationId = await conversationOf(t, pair);
    const res = await t.post(
      `/api/admin/conversations/${conversationId}/open`,
      { reason: 'Reported message about a child' },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    // Decision 088: the row holds the code and the security log entry's id, never the text.
    const [row] = await trailOf(pair.parent.id);
    expect(row).toEqual(
      expect.objectContaining({
        action: 'read',
        recordType: 'conversation',
        recordId: conversationId,
        reason: 'safeguarding',
      }),
    );
    expect(row?.securityEventId).toEqual(expect.any(Number));
    const page = () =>
      t.get(
        withQuery('/api/admin/audit-events', {
          recordType: 'conversation',
          recordId: conversationId,
        }),
        {
          cookie: admin,
        },
      );
    const shown = (await page()).json<AuditEventPage>().items;
    expect(shown).toEqual([
      expect.objectContaining({
        reason: 'safeguarding',
        reasonText: 'Reported message about a child',
      }),
    ]);

    await eraseAccount(t.db, t.config.uploadDir, null, pair.parent.id, 'family_request');
    const afterErasure = (await page()).json<AuditEventPage>().items;
    expect(afterErasure).toEqual([
      expect.objectContaining({ reason: 'safeguarding', reasonText: null }),
    ]);
  });

  it('records an admin disabling an account, and nothing when it is refused', async () => {
    const user = await createUser(t.db, { role: 'parent' });
    const res = await t.post(`/api/admin/accounts/${user.id}/disable`, undefined, {
      cookie: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const other = await createUser(t.db, { role: 'parent' });
    const refused = await t.post(`/api/admin/accounts/${other.id}/disable`, undefined, {
      cookie: await signInAs(t, other),
    });
    expect(refused.statusCode).toBe(403);

    expect(await trailOf(user.id)).toEqual([
      expect.objectContaining({ actorId: adminUser.id, action: 'disable', recordId: user.id }),
    ]);
    expect(await trailOf(other.id)).toEqual([]);
  });
});

describe('the admins’ audit trail page', () => {
  it('filters by person and days, pages by cursor and downloads the result as CSV', async () => {
    const person = await createUser(t.db, { role: 'parent' });
    const touch = async () => {
      await recordAudit(t.db, null, { action: 'read', recordType: 'user', subjectId: person.id });
      const [row] = await t.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .orderBy(sql`${auditEvents.id} desc`)
        .limit(1);
      return row!.id;
    };
    const today = new Date().toISOString().slice(0, 10);
    await expectPagingContract(t, {
      url: withQuery('/api/admin/audit-events', { person: person.id, from: today }),
      cookie: admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i += 1) ids.push(await touch());
        return ids;
      },
    });

    const none = await t.get(
      withQuery('/api/admin/audit-events', { person: person.id, to: '2001-01-01' }),
      { cookie: admin },
    );
    expect(none.json<AuditEventPage>().items).toEqual([]);
    const page = await t.get(withQuery('/api/admin/audit-events', { person: person.id }), {
      cookie: admin,
    });
    expect(page.json<AuditEventPage>().items[0]).toMatchObject({
      subject: { id: person.id, name: person.fullName },
    });

    const csv = await t.get(withQuery('/api/admin/audit-events.csv', { person: person.id }), {
      cookie: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,occurred_at,actor_id/);
    expect(lines).toHaveLength(1 + (await trailOf(person.id)).length);
  });

  it('writes its CSV through the one writer, which defuses formula-looking cells', async () => {
    const person = await createUser(t.db);
    // A reason is a code today, but the column is text: whatever lands in it must stay inert.
    await t.db.insert(auditEvents).values({
      action: 'read',
      recordType: 'user',
      subjectId: person.id,
      reason: '=HYPERLINK("http://evil.test")',
      ip: '@evil',
    });
    const csv = await t.get(withQuery('/api/admin/audit-events.csv', { person: person.id }), {
      cookie: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [, row] = csv.body.split('\r\n');
    expect(row).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.test""\)","'@evil"$/);
  });

  it('is for admins only', async () => {
    const tutor = await createTutor(t.db);
    const res = await t.get('/api/admin/audit-events', { cookie: await signInAs(t, tutor) });
    expect(res.statusCode).toBe(403);
  });
});

describe('the audit trail table', () => {
  it('takes new rows and refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await recordAudit(t.db, null, { action: 'erase', recordType: 'user', recordId: 7 });
    const [row] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from audit_events where record_id = 7`,
    );
    expect(row).toBeDefined();
    const before = await t.db.$count(auditEvents);

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
    expect(await t.db.$count(auditEvents)).toBe(before);
  });
});
