import { strFromU8, unzipSync } from 'fflate';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, dataExports } from '../../src/server/db/schema-audit.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import type { DataExport, DataExportPage } from '../../src/shared/account/data-export.js';
import { createFamilyEverywhere } from './support/family-data.js';
import { expectPagingContract } from './support/paging.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';

/* Issue 17 §2: a family downloads everything held about it, and nothing of anyone else's. */

let t: TestApp;
let tutor: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await createTutor(t.db);
});
afterAll(() => t.close());

async function downloaded(url: string, cookie: string) {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(res.rawPayload));
}

const jsonOf = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[`${name}.json`]!)) as unknown[];

describe('a parent’s data export', () => {
  it('holds every record of the family and nothing of another family', async () => {
    const family = await createFamilyEverywhere(t.db, tutor);
    const other = await createFamilyEverywhere(t.db, tutor);
    const cookie = await signInAs(t, family.parent);

    const asked = await t.post('/api/account/data-exports', undefined, { cookie });
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json<DataExport>();
    await t.jobsIdle();
    const list = await t.get('/api/account/data-exports', { cookie });
    expect(list.json<DataExportPage>().items[0]).toMatchObject({ id, status: 'ready' });

    const files = await downloaded(`/api/account/data-exports/${id}/download`, cookie);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    for (const text of family.identifiers) expect(everything).toContain(text);
    for (const text of other.identifiers) expect(everything).not.toContain(text);
    expect(everything).not.toContain(family.parent.passwordHash);
    expect(strFromU8(files['summary.html']!)).toContain('<h1>Your ClassPerk data</h1>');
    expect(jsonOf(files, 'accounts')).toHaveLength(2);
    expect(jsonOf(files, 'children')).toHaveLength(2);
    expect(jsonOf(files, 'attendance_marks')).toHaveLength(2);
    expect(jsonOf(files, 'session_joins')).toHaveLength(1);
    expect(jsonOf(files, 'lesson_report_comments')).toHaveLength(1);
    expect(jsonOf(files, 'messages')).toHaveLength(2);
    expect(jsonOf(files, 'message_reports')).toHaveLength(1);
    expect(jsonOf(files, 'enquiries')).toHaveLength(1);
    expect(jsonOf(files, 'lesson_views')).toHaveLength(1);
    expect(jsonOf(files, 'scheduled_sessions')).toHaveLength(2);
    expect(jsonOf(files, 'class_enrolments')).toEqual([
      expect.objectContaining({ studentId: family.childIds[0], leftOn: null }),
    ]);
    expect(jsonOf(files, 'class_waitlist')).toEqual([
      expect.objectContaining({ studentId: family.childIds[1], status: 'waiting' }),
    ]);
    expect(jsonOf(files, 'class_preferences')).toEqual([
      expect.objectContaining({ times: [{ weekday: 2, startsAt: '16:00' }] }),
    ]);

    const otherCookie = await signInAs(t, other.parent);
    const stranger = await t.get(`/api/account/data-exports/${id}/download`, {
      cookie: otherCookie,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('lists a family’s downloads a page at a time', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    await expectPagingContract(t, {
      url: '/api/account/data-exports',
      cookie,
      // Straight into the table: a person may ask for only a few a day (data-export-limit.test.ts).
      insert: async (count) => {
        const expiresAt = new Date(Date.now() + 86_400_000);
        const rows = await t.db
          .insert(dataExports)
          .values(
            Array.from({ length: count }, () => ({
              userId: parent.id,
              requestedBy: parent.id,
              expiresAt,
            })),
          )
          .returning({ id: dataExports.id });
        return rows.map((row) => row.id);
      },
    });
  });
});

/** Waits for an export to settle, letting each retry run now instead of after its back-off. */
async function settled(id: string, cookie: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'data-export' and state = 'retry'`,
    );
    const page = await t.get('/api/account/data-exports', { cookie });
    const item = page.json<DataExportPage>().items.find((found) => found.id === id);
    if (item && item.status !== 'pending') return item;
    if (Date.now() > deadline) throw new Error(`Export ${id} is still pending after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an export whose job keeps failing', () => {
  it('reads failed after the last retry, and a new one can be asked for', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, parent);
    // The database refuses to store this account's archive, as a full disk would: a real failure
    // rather than a mocked module, which files sharing a worker (isolate: false) would not see.
    await t.db.execute(
      sql.raw(`create function refuse_export() returns trigger language plpgsql as $$
      begin
        if new.status = 'ready' and new.user_id = ${parent.id} then raise exception 'disk full'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql`create trigger refuse_export before update on data_exports for each row execute function refuse_export()`,
    );
    const asked = await t.post('/api/account/data-exports', undefined, { cookie });
    const { id } = asked.json<DataExport>();
    expect(await settled(id, cookie)).toMatchObject({ id, status: 'failed' });
    const jobs = await rowsOf<{ state: string; retry_count: number }>(
      t.db,
      sql`select state, retry_count from pgboss.job
          where name = 'data-export' and data->>'exportId' = ${id}`,
    );
    expect(jobs).toEqual([{ state: 'failed', retry_count: 3 }]);
    const download = await t.get(`/api/account/data-exports/${id}/download`, { cookie });
    expect(download.statusCode).toBe(404);

    await t.db.execute(sql`drop trigger refuse_export on data_exports`);
    await t.db.execute(sql`drop function refuse_export()`);
    const again = await t.post('/api/account/data-exports', undefined, { cookie });
    expect(again.statusCode, again.body).toBe(202);
    expect(await settled(again.json<DataExport>().id, cookie)).toMatchObject({ status: 'ready' });
  });
});

describe('an admin’s data export', () => {
  it('is recorded in the audit trail with its reason and downloads for the admin', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signInAs(t, admin);
    const family = await createFamilyEverywhere(t.db, tutor);
    const own = await t.post('/api/account/data-exports', undefined, {
      cookie: await signInAs(t, family.parent),
    });
    const asked = await t.post(
      `/api/admin/accounts/${family.parent.id}/data-exports`,
      { reason: 'legal_obligation' },
      { cookie },
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json<DataExport>();
    await t.jobsIdle();
    const list = await t.get(`/api/admin/accounts/${family.parent.id}/data-exports`, { cookie });
    expect(list.json<DataExportPage>().items).toEqual([
      expect.objectContaining({ id, status: 'ready' }),
    ]);
    const files = await downloaded(`/api/admin/data-exports/${id}/download`, cookie);
    expect(jsonOf(files, 'children')).toHaveLength(2);
    // The family's own download is theirs: an admin reads it only through an export of their own.
    const theirs = await t.get(`/api/admin/data-exports/${own.json<DataExport>().id}/download`, {
      cookie,
    });
    expect(theirs.statusCode).toBe(404);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export'), eq(auditEvents.actorId, admin.id)));
    expect(trail).toEqual([
      expect.objectContaining({ subjectId: family.parent.id, reason: 'legal_obligation' }),
    ]);
  });

  it('lists an account’s exports a page at a time', async () => {
    const cookie = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    const parent = await createUser(t.db, { role: 'parent' });
    await expectPagingContract(t, {
      url: `/api/admin/accounts/${parent.id}/data-exports`,
      cookie,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i += 1) {
          const res = await t.post(
            `/api/admin/accounts/${parent.id}/data-exports`,
            { reason: 'family_request' },
            { cookie },
          );
          ids.push(res.json<DataExport>().id);
        }
        return ids;
      },
    });
  });
});
