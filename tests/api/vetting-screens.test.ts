import { and, eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import {
  createConversation,
  createMessage,
  createMessageReport,
} from '../../src/server/factories/messaging.js';
import type { TutorListItem } from '../../src/shared/admin/schemas.js';
import type { OwnVetting } from '../../src/shared/vetting/schemas.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 31 §1–2, the screens' reads: the admins' tutor list filters "Needs attention" on the
 * server and pages it; a tutor reads each of their checks but never the certificate number; a
 * lead's reading of the message reports and of certificate numbers is in the audit trail.
 */

// A UK Thursday; every date below is fixed against it, never against the real day.
const clock = new TestClock(new Date('2026-08-20T09:00:00Z'));
let t: TestApp;
let admin: string;
let lead: UserRow;
let leadCookie: string;
const tutors: Record<string, UserRow> = {};

beforeAll(async () => {
  t = await createTestApp({ jobs: { clock } });
  admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  lead = await createUser(t.db, { role: 'admin', safeguardingLead: true });
  leadCookie = await signInAs(t, lead);
  const make = async (name: string, vetting: Parameters<typeof createTutor>[3], extra = {}) => {
    tutors[name] = await createTutor(t.db, { fullName: name, ...extra }, {}, vetting);
  };
  await make('Cora Complete', { statusCheckOn: '2026-06-01' });
  await make('Ida Incomplete', {
    statusCheckOn: '2026-06-01',
    omit: [{ kind: 'reference', slot: 2 }],
  });
  // Checked a year before the clock's day: it falls due today.
  await make('Lou Lapsed', { statusCheckOn: '2025-08-20' });
  await make('Rae Renewing', { statusCheckOn: '2025-09-10' });
  await make('Wes Work-permit', { statusCheckOn: '2026-06-01' });
  await make('Dee Deactivated', false, { deactivatedAt: new Date('2026-08-01T09:00:00Z') });
  const permit = await t.post(
    `/api/admin/tutors/${tutors['Wes Work-permit']!.id}/vetting`,
    { kind: 'right-to-work', checkedOn: '2026-01-10', expiresOn: '2026-09-15' },
    { cookie: admin },
  );
  expect(permit.statusCode, permit.body).toBe(201);
});
afterAll(() => t.close());

const names = (items: TutorListItem[]) => items.map((tutor) => tutor.fullName).sort();

describe('the admins’ tutor list', () => {
  it('keeps only the active tutors whose vetting needs attention, on the server, paged', async () => {
    const first = await t.get('/api/admin/tutors?show=needs-attention&pageSize=2', {
      cookie: admin,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ items: TutorListItem[]; nextCursor: string | null }>();
    expect(page.items).toHaveLength(2);
    const rest = await t.get(
      `/api/admin/tutors?show=needs-attention&pageSize=10&cursor=${page.nextCursor!}`,
      { cookie: admin },
    );
    const second = rest.json<{ items: TutorListItem[]; nextCursor: string | null }>();
    expect(second.nextCursor).toBeNull();
    const shown = [...page.items, ...second.items];
    expect(names(shown)).toEqual([
      'Ida Incomplete',
      'Lou Lapsed',
      'Rae Renewing',
      'Wes Work-permit',
    ]);
    expect(shown.map((tutor) => tutor.vetting.state).sort()).toEqual([
      'incomplete',
      'lapsed',
      'renew-soon',
      'renew-soon',
    ]);
  });

  it('shows everyone, with their status, unless asked otherwise; refuses an unknown filter', async () => {
    const all = await t.get('/api/admin/tutors?pageSize=50', { cookie: admin });
    const items = all.json<{ items: TutorListItem[] }>().items;
    expect(items).toHaveLength(6);
    expect(items.find((tutor) => tutor.fullName === 'Cora Complete')!.vetting.state).toBe(
      'complete',
    );
    const bad = await t.get('/api/admin/tutors?show=lapsed', { cookie: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the tutor’s own record', () => {
  it('gives each check’s state and dates, what to do and whom to write to, never the number', async () => {
    const cookie = await signInAs(t, tutors['Lou Lapsed']!);
    const res = await t.get('/api/account/vetting', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json<OwnVetting>();
    expect(own.status).toMatchObject({ state: 'lapsed', canTeach: false });
    expect(own.checks).toHaveLength(6);
    expect(own.checks.find((check) => check.kind === 'update-service')).toMatchObject({
      state: 'lapsed',
      checkedOn: '2025-08-20',
      dueOn: '2026-08-20',
    });
    expect(own.contactEmail).toMatch(/@/);
    expect(res.body).not.toMatch(/\d{12}/);

    const incomplete = await signInAs(t, tutors['Ida Incomplete']!);
    const theirs = (await t.get('/api/account/vetting', { cookie: incomplete })).json<OwnVetting>();
    expect(theirs.checks.find((c) => c.kind === 'reference' && c.slot === 2)).toMatchObject({
      state: 'missing',
      checkedOn: null,
    });
  });
});

describe('lead-only reads in the audit trail', () => {
  const readsBy = (actorId: number, recordType: 'message_report' | 'vetting_check') =>
    t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorId, actorId),
          eq(auditEvents.recordType, recordType),
          eq(auditEvents.action, 'read'),
        ),
      );

  it('records each message report a lead is shown', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const child = await createStudent(t.db, { parentId: parent.id });
    const conversation = await createConversation(t.db, {
      parentId: parent.id,
      tutorId: tutors['Cora Complete']!.id,
      studentId: child.id,
    });
    const message = await createMessage(t.db, {
      conversationId: conversation.id,
      senderId: tutors['Cora Complete']!.id,
    });
    const report = await createMessageReport(t.db, {
      messageId: message.id,
      reportedBy: parent.id,
    });
    const res = await t.get('/api/admin/message-reports', { cookie: leadCookie });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await readsBy(lead.id, 'message_report');
    expect(rows.map((row) => [row.action, row.recordId, row.subjectId, row.reason])).toEqual([
      ['read', report.id, parent.id, 'safeguarding'],
    ]);
  });

  it('records each certificate number a lead is shown, and nothing for other admins', async () => {
    const url = `/api/admin/tutors/${tutors['Cora Complete']!.id}/vetting`;
    expect((await t.get(url, { cookie: admin })).statusCode).toBe(200);
    const adminId = (await t.get('/api/user', { cookie: admin })).json<{ id: number }>().id;
    expect(await readsBy(adminId, 'vetting_check')).toEqual([]);
    expect((await t.get(url, { cookie: leadCookie })).statusCode).toBe(200);
    const rows = await readsBy(lead.id, 'vetting_check');
    expect(rows.map((row) => [row.action, row.subjectId, row.fields])).toEqual([
      ['read', tutors['Cora Complete']!.id, ['certificateNumber']],
    ]);
  });
});
