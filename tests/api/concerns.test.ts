import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import { concerns } from '../../src/server/db/schema-concerns.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import { createConversation, createMessage } from '../../src/server/factories/messaging.js';
import type {
  ConcernCase,
  ConcernSummary,
  FlagTermRow,
  OwnConcern,
} from '../../src/shared/concerns/schemas.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';

/* Issue 31 §3 and §4: raising a concern, the leads' cases, their export and the automatic flags. */

let t: TestApp;
let lead: UserRow;
let leadCookie: string;
let adminCookie: string;
let tutorCookie: string;
let parentCookie: string;
let otherParentCookie: string;
let tutor: UserRow;
let parent: UserRow;
let childId: number;
let conversationId: number;
let messageId: number;
/** A class lesson Kit is in, so the tutor teaches Kit and may message the parent. */
let lesson: { id: number; title: string };

type Page<T> = { items: T[]; nextCursor: string | null };

beforeAll(async () => {
  t = await createTestApp();
  lead = await createUser(t.db, { role: 'admin', fullName: 'Lena Lead', safeguardingLead: true });
  const admin = await createUser(t.db, { role: 'admin', fullName: 'Adam Admin' });
  tutor = await createTutor(t.db, { fullName: 'Tess Tutor' });
  parent = await createUser(t.db, { role: 'parent', fullName: 'Penny Parent' });
  const otherParent = await createUser(t.db, { role: 'parent', fullName: 'Oscar Other' });
  childId = (await createStudent(t.db, { parentId: parent.id, name: 'Kit' })).id;
  conversationId = (
    await createConversation(t.db, { parentId: parent.id, tutorId: tutor.id, studentId: childId })
  ).id;
  messageId = (
    await createMessage(t.db, { conversationId, senderId: tutor.id, body: 'See you on Tuesday.' })
  ).id;
  const cls = await makeClass(t.db, { tutorId: tutor.id, name: 'Concern class' });
  await enrol(t.db, cls, childId);
  lesson = await classSession(t.db, cls, { scheduledFor: inDays(1) });
  leadCookie = await signInAs(t, lead);
  adminCookie = await signInAs(t, admin);
  tutorCookie = await signInAs(t, tutor);
  parentCookie = await signInAs(t, parent);
  otherParentCookie = await signInAs(t, otherParent);
});
afterAll(() => t.close());

const raise = (cookie: string, body: object) => t.post('/api/concerns', body, { cookie });
const readCase = async (id: number, cookie = leadCookie) => {
  const res = await t.get(`/api/concerns/${id}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConcernCase>();
};

describe('raising a concern', () => {
  let concernId: number;

  it('lets a parent raise one from a message, naming the child the conversation is about', async () => {
    const res = await raise(parentCookie, {
      category: 'tutor_conduct',
      urgency: 'not_urgent',
      description: 'The tutor asked my child to message them on another app.',
      messageId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const raised = res.json<OwnConcern & { message: string }>();
    expect(raised.status).toBe('open');
    expect(raised.message).toContain('within 15 minutes');
    concernId = raised.id;
    const [row] = await t.db.select().from(concerns).where(eq(concerns.id, concernId));
    expect(row).toMatchObject({ studentId: childId, messageId, raisedBy: parent.id });
  });

  it('refuses a message from someone else’s conversation, and unknown links, with 404', async () => {
    const res = await raise(otherParentCookie, {
      category: 'other',
      urgency: 'urgent',
      description: 'x',
      messageId,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await raise(tutorCookie, {
          category: 'other',
          urgency: 'urgent',
          description: 'x',
          studentId: 999999,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a lesson or a child the raiser does not see, with 404, so no case points anywhere', async () => {
    const otherTutorCookie = await signInAs(t, await createTutor(t.db));
    const about = (links: object) => ({
      category: 'other',
      urgency: 'not_urgent',
      description: 'x',
      ...links,
    });
    for (const [cookie, links] of [
      [otherParentCookie, { sessionId: lesson.id }],
      [otherParentCookie, { studentId: childId }],
      [otherTutorCookie, { studentId: childId }],
      [otherTutorCookie, { sessionId: lesson.id }],
    ] as const) {
      const res = await raise(cookie, about(links));
      expect(res.statusCode, JSON.stringify(links)).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(
        'What this concern is about was not found.',
      );
    }
  });

  it('refuses a missing description or category, and the automatic category, with clear messages', async () => {
    const res = await raise(tutorCookie, {
      category: 'automatic_flag',
      urgency: 'soon',
      description: ' ',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors.category).toEqual(['Please choose what kind of concern this is.']);
    expect(errors.urgency).toEqual(['Please say whether this is urgent.']);
    expect(errors.description).toEqual(['Please describe what happened or what worries you.']);
  });

  it('shows the raiser their own concerns’ status, never the leads’ work, and nobody else’s', async () => {
    const mine = (await t.get('/api/concerns/mine', { cookie: parentCookie })).json<
      Page<OwnConcern>
    >();
    expect(mine.items.map((c) => [c.id, c.status])).toEqual([[concernId, 'open']]);
    expect(Object.keys(mine.items[0]!).sort()).toEqual(
      ['category', 'description', 'id', 'raisedAt', 'status', 'urgency'].sort(),
    );
    const theirs = (await t.get('/api/concerns/mine', { cookie: otherParentCookie })).json<
      Page<OwnConcern>
    >();
    expect(theirs.items).toEqual([]);
  });

  it('lets tutors raise one from a lesson and admins from a child’s page', async () => {
    const fromLesson = await raise(tutorCookie, {
      category: 'emotional',
      urgency: 'urgent',
      description: 'Kit was in tears in the lesson.',
      sessionId: lesson.id,
      studentId: childId,
    });
    expect(fromLesson.statusCode, fromLesson.body).toBe(201);
    expect(fromLesson.json<{ message: string }>().message).toContain('call 999');
    const fromChild = await raise(adminCookie, {
      category: 'neglect',
      urgency: 'not_urgent',
      description: 'Kit says there is often no food at home.',
      studentId: childId,
    });
    expect(fromChild.statusCode, fromChild.body).toBe(201);
  });

  it('keeps students out of raising', async () => {
    const pupil = await createUser(t.db, { role: 'student' });
    const res = await raise(await signInAs(t, pupil), {
      category: 'other',
      urgency: 'urgent',
      description: 'x',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the leads’ cases', () => {
  let id: number;

  beforeAll(async () => {
    const res = await raise(parentCookie, {
      category: 'bullying',
      urgency: 'not_urgent',
      description: 'Kit is being picked on in the class chat.',
      studentId: childId,
    });
    id = res.json<OwnConcern>().id;
  });

  it('are read only by leads: 403 for other admins, tutors and parents', async () => {
    for (const cookie of [adminCookie, tutorCookie, parentCookie]) {
      for (const url of [
        '/api/concerns',
        '/api/concerns/count',
        `/api/concerns/${id}`,
        '/api/concern-flags',
        `/api/students/${childId}/concerns.csv`,
      ]) {
        expect((await t.get(url, { cookie })).statusCode, url).toBe(403);
      }
      expect(
        (await t.post(`/api/concerns/${id}/notes`, { body: 'x' }, { cookie })).statusCode,
      ).toBe(403);
    }
  });

  it('list the queue newest first with a count of cases not closed', async () => {
    const queue = (await t.get('/api/concerns', { cookie: leadCookie })).json<
      Page<ConcernSummary>
    >();
    expect(queue.items[0]).toMatchObject({
      id,
      category: 'bullying',
      childName: 'Kit',
      raisedByName: 'Penny Parent',
    });
    const { open } = (await t.get('/api/concerns/count', { cookie: leadCookie })).json<{
      open: number;
    }>();
    expect(open).toBe(queue.items.length);
  });

  it('record each reading of a case in the audit trail', async () => {
    const before = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'concern'), eq(auditEvents.recordId, id)));
    await readCase(id);
    const after = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'concern'), eq(auditEvents.recordId, id)));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'read',
      actorId: lead.id,
      reason: 'safeguarding',
    });
  });

  it('take notes and actions, close with an outcome, and keep who did what and when', async () => {
    let res = await t.post(
      `/api/concerns/${id}/notes`,
      { body: 'Spoke to the tutor.' },
      { cookie: leadCookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    res = await t.post(
      `/api/concerns/${id}/actions`,
      { description: 'Call the parent', owner: 'Lena Lead', dueOn: '2026-12-10' },
      { cookie: leadCookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const actionId = res.json<ConcernCase>().actions[0]!.id;
    res = await t.post(`/api/concerns/${id}/actions/${actionId}/done`, {}, { cookie: leadCookie });
    expect(res.json<ConcernCase>().actions[0]!.doneAt).not.toBeNull();
    res = await t.post(`/api/concerns/${id}/status`, { status: 'closed' }, { cookie: leadCookie });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.outcome).toEqual([
      'Please record the outcome before closing the case.',
    ]);
    res = await t.post(
      `/api/concerns/${id}/status`,
      { status: 'closed', outcome: 'Resolved with the family.' },
      { cookie: leadCookie },
    );
    const closed = res.json<ConcernCase>();
    expect(closed).toMatchObject({ status: 'closed', outcome: 'Resolved with the family.' });
    expect(closed.history.map((h) => [h.kind, h.actorName])).toEqual([
      ['raised', 'Penny Parent'],
      ['note', 'Lena Lead'],
      ['action', 'Lena Lead'],
      ['action_done', 'Lena Lead'],
      ['status', 'Lena Lead'],
    ]);
    expect(
      (await t.post(`/api/concerns/${id}/notes`, { body: 'Late' }, { cookie: leadCookie }))
        .statusCode,
    ).toBe(409);
    const mine = (await t.get('/api/concerns/mine', { cookie: parentCookie })).json<
      Page<OwnConcern>
    >();
    expect(mine.items.find((c) => c.id === id)?.status).toBe('closed');
  });

  it('keep the history append-only in the database', async () => {
    await expect(t.db.execute(sql`delete from concern_history`)).rejects.toThrow();
  });

  it('export all of a child’s cases as CSV, recorded in the audit trail', async () => {
    const res = await t.get(`/api/students/${childId}/concerns.csv`, { cookie: leadCookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const ids = new Set(
      res.body
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    );
    const cases = await t.db
      .select({ id: concerns.id })
      .from(concerns)
      .where(eq(concerns.studentId, childId));
    expect([...ids].sort()).toEqual(cases.map((c) => String(c.id)).sort());
    expect(res.body).toContain('Resolved with the family.');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export'), eq(auditEvents.recordId, childId)));
    expect(audit).toMatchObject({ recordType: 'student', subjectId: parent.id, actorId: lead.id });
    expect(
      (await t.get('/api/students/999999/concerns.csv', { cookie: leadCookie })).statusCode,
    ).toBe(404);
  });
});

describe('automatic flags', () => {
  const flagged = () =>
    rowsOf<{ id: number; message_id: number | null; chat_line_id: number | null }>(
      t.db,
      sql`select id, message_id, chat_line_id from concerns where category = 'automatic_flag' order by id`,
    );

  it('raise a concern for review from a message, with the lines around it, and count the firing', async () => {
    for (const body of ['How was school?', 'Fine. But this is our SECRET ok', 'Ok.']) {
      const res = await t.post(
        `/api/messages/conversations/${conversationId}/messages`,
        { body },
        { cookie: body === 'Ok.' ? parentCookie : tutorCookie },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.jobsIdle();
    const rows = await flagged();
    expect(rows).toHaveLength(1);
    const found = await readCase(rows[0]!.id);
    expect(found).toMatchObject({
      category: 'automatic_flag',
      childName: 'Kit',
      messageId: rows[0]!.message_id,
    });
    expect(found.description).toBe(
      'Tess Tutor wrote “our secret” in a conversation between Penny Parent (parent) and Tess Tutor (tutor).',
    );
    expect(found.context!.phrases).toEqual(['our secret']);
    // The lines before it and the flagged one; a reply only if the job ran after it was written.
    expect(found.context!.lines.slice(0, 3).map((l) => [l.author, l.body, l.flagged])).toEqual([
      ['Tess Tutor', 'See you on Tuesday.', false],
      ['Tess Tutor', 'How was school?', false],
      ['Tess Tutor', 'Fine. But this is our SECRET ok', true],
    ]);
    const terms = (await t.get('/api/concern-flags?pageSize=100', { cookie: leadCookie })).json<
      Page<FlagTermRow>
    >();
    expect(terms.items.find((term) => term.phrase === 'our secret')?.fired).toBe(1);
  });

  it('raise one from the classroom chat with its lesson', async () => {
    const session = lesson;
    const res = await t.post(
      `/api/sessions/${session.id}/classroom/chat`,
      { body: 'I want to run away' },
      { cookie: parentCookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.jobsIdle();
    const row = (await flagged()).at(-1)!;
    expect(row.chat_line_id).not.toBeNull();
    const found = await readCase(row.id);
    expect(found).toMatchObject({
      sessionId: session.id,
      childName: 'Kit',
      sessionTitle: session.title,
    });
    expect(found.description).toContain('“run away” in the classroom chat of');
    expect(found.context!.lines.at(-1)).toMatchObject({
      author: 'Kit',
      body: 'I want to run away',
      flagged: true,
    });
  });

  it('let leads add, turn off and remove entries; a disabled entry fires no more', async () => {
    const added = await t.post(
      '/api/concern-flags',
      { phrase: '  Pineapple   Express ' },
      { cookie: leadCookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const term = added.json<FlagTermRow>();
    expect(term.phrase).toBe('pineapple express');
    expect(
      (await t.post('/api/concern-flags', { phrase: 'PINEAPPLE express' }, { cookie: leadCookie }))
        .statusCode,
    ).toBe(409);
    const off = await t.patch(
      `/api/concern-flags/${term.id}`,
      { enabled: false },
      { cookie: leadCookie },
    );
    expect(off.json<FlagTermRow>().enabled).toBe(false);
    const before = (await flagged()).length;
    await t.post(
      `/api/messages/conversations/${conversationId}/messages`,
      { body: 'pineapple express' },
      { cookie: tutorCookie },
    );
    await t.jobsIdle();
    expect((await flagged()).length).toBe(before);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/concern-flags/${term.id}`,
      cookie: leadCookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.patch(`/api/concern-flags/${term.id}`, { enabled: true }, { cookie: leadCookie }))
        .statusCode,
    ).toBe(404);
  });
});
