import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import type { DataExport, DataExportPage } from '../../src/shared/account/data-export.js';
import { createFamilyEverywhere } from './support/family-data.js';
import { expectPagingContract } from './support/paging.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

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
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i += 1) {
          const res = await t.post('/api/account/data-exports', undefined, { cookie });
          ids.push(res.json<DataExport>().id);
        }
        return ids;
      },
    });
  });
});

describe('an admin’s data export', () => {
  it('is recorded in the audit trail with its reason and downloads for the admin', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signInAs(t, admin);
    const family = await createFamilyEverywhere(t.db, tutor);
    const asked = await t.post(
      `/api/admin/accounts/${family.parent.id}/data-exports`,
      { reason: 'legal_obligation' },
      { cookie },
    );
    expect(asked.statusCode, asked.body).toBe(202);
    await t.jobsIdle();
    const files = await downloaded(
      `/api/admin/data-exports/${asked.json<DataExport>().id}/download`,
      cookie,
    );
    expect(jsonOf(files, 'children')).toHaveLength(2);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export'), eq(auditEvents.subjectId, family.parent.id)));
    expect(trail).toEqual([
      expect.objectContaining({ actorId: admin.id, reason: 'legal_obligation' }),
    ]);
  });
});
