import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import { users, type UserRow } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { createConversation, createMessage } from '../../src/server/factories/messaging.js';
import { LEADS_MSG } from '../../src/shared/leads/schemas.js';
import type { TutorVetting } from '../../src/shared/vetting/schemas.js';
import { messageOf, put } from './support/admin.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 31 §2: only designated safeguarding leads read conversations and message reports, every
 * reading is in the audit trail, only leads name leads (never removing the last), and a tutor's
 * DBS certificate number is shown to leads alone.
 */

let t: TestApp;
let lead: UserRow;
let leadCookie: string;
let plain: UserRow;
let plainCookie: string;
let conversationId: number;
let tutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  lead = await createUser(t.db, { role: 'admin', fullName: 'Lee Lead', safeguardingLead: true });
  plain = await createUser(t.db, { role: 'admin', fullName: 'Pat Plain' });
  leadCookie = await signInAs(t, lead);
  plainCookie = await signInAs(t, plain);
  const tutor = await createTutor(t.db, { fullName: 'Tara Tutor' });
  tutorId = tutor.id;
  const parent = await createUser(t.db, { role: 'parent' });
  const child = await createStudent(t.db, { parentId: parent.id });
  conversationId = (
    await createConversation(t.db, { parentId: parent.id, tutorId, studentId: child.id })
  ).id;
  await createMessage(t.db, { conversationId, senderId: parent.id });
});
afterAll(() => t.close());

describe('reading conversations and reports', () => {
  const reads = () => [
    ['GET', '/api/admin/conversations'],
    ['GET', `/api/admin/conversations/${conversationId}`],
    ['POST', `/api/admin/conversations/${conversationId}/open`],
    ['GET', `/api/admin/conversations/${conversationId}/messages`],
    ['GET', '/api/admin/message-reports'],
  ];

  it('refuses an admin who is not a lead, saying why', async () => {
    for (const [method, url] of reads()) {
      const res = await t.request({
        method: method,
        url: url!,
        cookie: plainCookie,
        ...(method === 'POST' ? { payload: { reason: 'Checking a worry' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(messageOf(res)).toBe(LEADS_MSG.leadsOnly);
    }
  });

  it('lets a lead read, and puts the reading in the audit trail', async () => {
    const list = await t.get('/api/admin/conversations', { cookie: leadCookie });
    expect(list.statusCode, list.body).toBe(200);
    const reports = await t.get('/api/admin/message-reports', { cookie: leadCookie });
    expect(reports.statusCode, reports.body).toBe(200);
    const opened = await t.post(
      `/api/admin/conversations/${conversationId}/open`,
      { reason: 'Checking a worry' },
      { cookie: leadCookie },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const messages = await t.get(`/api/admin/conversations/${conversationId}/messages`, {
      cookie: leadCookie,
    });
    expect(messages.statusCode, messages.body).toBe(200);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorId, lead.id),
          eq(auditEvents.recordType, 'conversation'),
          eq(auditEvents.recordId, conversationId),
        ),
      );
    expect(audited.map((row) => [row.action, row.reason])).toEqual([['read', 'safeguarding']]);
  });

  it('tells the web who is a lead', async () => {
    const me = await t.get('/api/user', { cookie: leadCookie });
    expect(me.json<{ safeguardingLead: boolean }>().safeguardingLead).toBe(true);
    const other = await t.get('/api/user', { cookie: plainCookie });
    expect(other.json<{ safeguardingLead: boolean }>().safeguardingLead).toBe(false);
  });
});

describe('naming leads', () => {
  it('is for leads only; the last lead stays; each change is audited', async () => {
    const byPlain = await put(
      t,
      `/api/admin/safeguarding-leads/${plain.id}`,
      { safeguardingLead: true },
      plainCookie,
    );
    expect(byPlain.statusCode).toBe(403);
    expect(messageOf(byPlain)).toBe(LEADS_MSG.namedByLeads);
    const list = await t.get('/api/admin/safeguarding-leads', { cookie: plainCookie });
    expect(list.json<{ canChange: boolean }>().canChange).toBe(false);

    const last = await put(
      t,
      `/api/admin/safeguarding-leads/${lead.id}`,
      { safeguardingLead: false },
      leadCookie,
    );
    expect(last.statusCode).toBe(409);
    expect(messageOf(last)).toBe(LEADS_MSG.lastLead);

    const named = await put(
      t,
      `/api/admin/safeguarding-leads/${plain.id}`,
      { safeguardingLead: true },
      leadCookie,
    );
    expect(named.statusCode, named.body).toBe(200);
    const nowReads = await t.get('/api/admin/conversations', { cookie: plainCookie });
    expect(nowReads.statusCode).toBe(200);
    const removed = await put(
      t,
      `/api/admin/safeguarding-leads/${plain.id}`,
      { safeguardingLead: false },
      leadCookie,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.get('/api/admin/conversations', { cookie: plainCookie })).statusCode).toBe(403);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'user'), eq(auditEvents.recordId, plain.id)));
    expect(audited).toHaveLength(2);
    const notAdmin = await put(
      t,
      `/api/admin/safeguarding-leads/${tutorId}`,
      { safeguardingLead: true },
      leadCookie,
    );
    expect(notAdmin.statusCode).toBe(400);
  });
  it('keeps a lead when the last two remove each other at the same moment', async () => {
    const other = await createUser(t.db, { role: 'admin', fullName: 'Otto Other' });
    const otherCookie = await signInAs(t, other);
    const setLead = (who: UserRow, on: boolean, cookie: string) =>
      put(t, `/api/admin/safeguarding-leads/${who.id}`, { safeguardingLead: on }, cookie);
    for (let round = 0; round < 5; round++) {
      await t.db.update(users).set({ safeguardingLead: true }).where(eq(users.id, other.id));
      const answers = await Promise.all([
        setLead(other, false, leadCookie),
        setLead(lead, false, otherCookie),
      ]);
      // The other finds itself no longer a lead (403), or the last one (409).
      const [first, second] = answers.map((a) => a.statusCode).sort();
      expect(first).toBe(200);
      expect([403, 409]).toContain(second);
      const leads = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.safeguardingLead, true));
      expect(leads).toHaveLength(1);
      // Lee leads again for the tests after this one.
      await t.db.update(users).set({ safeguardingLead: true }).where(eq(users.id, lead.id));
      await t.db.update(users).set({ safeguardingLead: false }).where(eq(users.id, other.id));
    }
    // A fresh session, so the tests after this one do not meet a session kept from mid-race.
    leadCookie = await signInAs(t, lead);
  });
});

describe('the vetting record', () => {
  it('shows the certificate number to leads only', async () => {
    const url = `/api/admin/tutors/${tutorId}/vetting`;
    const byPlain = (await t.get(url, { cookie: plainCookie })).json<TutorVetting>();
    const dbs = byPlain.current.find((check) => check.kind === 'dbs')!;
    expect(dbs.certificateNumber).toBeNull();
    expect(dbs.certificateRecorded).toBe(true);
    expect(JSON.stringify(byPlain)).not.toMatch(/\d{12}/);
    const byLead = (await t.get(url, { cookie: leadCookie })).json<TutorVetting>();
    expect(byLead.current.find((check) => check.kind === 'dbs')!.certificateNumber).toMatch(
      /^\d{12}$/,
    );
  });

  it('records a check with who and when, keeping the one it supersedes', async () => {
    const res = await t.post(
      `/api/admin/tutors/${tutorId}/vetting`,
      { kind: 'update-service', checkedOn: '2026-01-05' },
      { cookie: plainCookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TutorVetting>();
    const current = body.current.find((check) => check.kind === 'update-service')!;
    expect(current).toMatchObject({ checkedOn: '2026-01-05', recordedBy: 'Pat Plain' });
    expect(body.history.map((check) => check.kind)).toEqual(['update-service']);
    const future = await t.post(
      `/api/admin/tutors/${tutorId}/vetting`,
      { kind: 'update-service', checkedOn: '2099-01-05' },
      { cookie: plainCookie },
    );
    expect(future.statusCode).toBe(400);
    const badNumber = await t.post(
      `/api/admin/tutors/${tutorId}/vetting`,
      { kind: 'dbs', certificateNumber: '12AB', checkedOn: '2026-01-05' },
      { cookie: plainCookie },
    );
    expect(badNumber.statusCode).toBe(400);
  });
});
