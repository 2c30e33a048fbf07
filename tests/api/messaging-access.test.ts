import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, users } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { createConversation, createMessage } from '../../src/server/factories/messaging.js';
import { MESSAGING_MSG } from '../../src/shared/messaging/messages.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { conversationOf, pairing, send, type Pairing } from './support/messaging.js';
import { expectPagingContract } from './support/paging.js';

/* Issue 16: who may write to whom. Every refused pair answers 403; another family's conversation 404. */

let t: TestApp;
let p: Pairing;

beforeAll(async () => {
  t = await createTestApp();
  p = await pairing(t);
});
afterAll(() => t.close());

const start = (cookie: string, withUserId: number, studentId: number) =>
  t.post('/api/messages/conversations', { withUserId, studentId }, { cookie });

describe('starting a conversation', () => {
  it('lets a parent write to the tutor of their child, once: a second start finds the same one', async () => {
    const first = await start(p.parentCookie, p.tutor.id, p.childId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      with: { id: p.tutor.id, role: 'tutor', name: p.tutor.fullName },
      student: { id: p.childId },
      suspended: false,
      safeguardingNotice: MESSAGING_MSG.safeguardingNotice,
    });
    const again = await start(p.tutorCookie, p.parent.id, p.childId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
  });

  it('makes exactly one conversation when both sides start at once', async () => {
    const q = await pairing(t);
    const answers = await Promise.all([
      start(q.parentCookie, q.tutor.id, q.childId),
      start(q.tutorCookie, q.parent.id, q.childId),
      start(q.parentCookie, q.tutor.id, q.childId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
  });

  it('allows the tutor of a class the child is on, or the child on the tutor’s students list', async () => {
    for (const how of ['class', 'students list'] as const) {
      const q = await pairing(t, how);
      expect((await start(q.tutorCookie, q.parent.id, q.childId)).statusCode).toBe(201);
    }
  });

  it('answers 403 to every pair that is not allowed', async () => {
    const other = await pairing(t);
    const unrelatedTutor = await createTutor(t.db);
    const tutorOfNobody = await signInAs(t, unrelatedTutor);
    const refused = [
      // a tutor to a parent whose child they do not teach
      start(p.tutorCookie, other.parent.id, other.childId),
      // a parent to a tutor who does not teach their child
      start(p.parentCookie, unrelatedTutor.id, p.childId),
      start(tutorOfNobody, p.parent.id, p.childId),
      // a parent about another family's child, even with that child's tutor
      start(p.parentCookie, other.tutor.id, other.childId),
      // the right tutor, the wrong child
      start(p.parentCookie, p.tutor.id, other.childId),
      // a parent to a parent, a tutor to a tutor
      start(p.parentCookie, other.parent.id, p.childId),
      start(p.tutorCookie, other.tutor.id, p.childId),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(MESSAGING_MSG.notAllowed);
    }
  });

  it('answers 403 to students, employers and admins, who do not message', async () => {
    const student = await createUser(t.db, { role: 'student' });
    await createStudent(t.db, { userId: student.id, parentId: p.parent.id, grade: 'Year 10' });
    const employer = await createUser(t.db, { role: 'parent' });
    const [employerRow] = await t.db
      .update(users)
      .set({ role: 'employer' })
      .where(eq(users.id, employer.id))
      .returning();
    const admin = await createUser(t.db, { role: 'admin' });
    for (const user of [student, employerRow!, admin]) {
      const cookie = await signInAs(t, user);
      for (const res of [
        await start(cookie, p.tutor.id, p.childId),
        await t.get('/api/messages/conversations', { cookie }),
        await t.get('/api/messages/unread', { cookie }),
        await t.get('/api/messages/events', { cookie }),
      ]) {
        expect(res.statusCode, `${user.role}: ${res.body}`).toBe(403);
      }
    }
  });

  it('answers 404 for a conversation of someone else, and 403 once the child has left the tutor', async () => {
    const q = await pairing(t);
    const id = await conversationOf(t, q);
    for (const res of [
      await t.get(`/api/messages/conversations/${id}`, { cookie: p.parentCookie }),
      await t.get(`/api/messages/conversations/${id}/messages`, { cookie: p.tutorCookie }),
      await send(t, p.parentCookie, id, 'Hello'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const left = await pairing(t, 'students list');
    const leftId = await conversationOf(t, left);
    await t.db.update(students).set({ tutorId: null }).where(eq(students.id, left.childId));
    const res = await send(t, left.parentCookie, leftId, 'Still there?');
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('contacts', () => {
  it('lists the people each side may write to, with the child and any conversation, and searches by name', async () => {
    const q = await pairing(t);
    const parentView = await t.get('/api/messages/contacts', { cookie: q.parentCookie });
    expect(parentView.statusCode, parentView.body).toBe(200);
    expect(parentView.json()).toEqual({
      items: [
        {
          with: { id: q.tutor.id, name: q.tutor.fullName, role: 'tutor' },
          student: { id: q.childId, name: expect.any(String) as string },
          conversationId: null,
        },
      ],
      more: false,
    });
    const id = await conversationOf(t, q);
    const tutorView = await t.get('/api/messages/contacts', { cookie: q.tutorCookie });
    expect(tutorView.json()).toMatchObject({
      items: [{ with: { id: q.parent.id, role: 'parent' }, conversationId: id }],
    });
    const miss = await t.get('/api/messages/contacts?q=nobody-by-this-name', {
      cookie: q.tutorCookie,
    });
    expect(miss.json()).toEqual({ items: [], more: false });
    const hit = await t.get(`/api/messages/contacts?q=${encodeURIComponent(q.parent.fullName)}`, {
      cookie: q.tutorCookie,
    });
    expect(hit.json<{ items: unknown[] }>().items).toHaveLength(1);
  });
});

describe('a tutor’s contacts', () => {
  it('come from their classes’ rosters and their students list too', async () => {
    for (const how of ['class', 'students list'] as const) {
      const q = await pairing(t, how);
      const res = await t.get('/api/messages/contacts', { cookie: q.tutorCookie });
      expect(res.json(), how).toMatchObject({
        items: [{ with: { id: q.parent.id }, student: { id: q.childId } }],
      });
    }
  });
});

describe('lists page with a cursor (decision 049)', () => {
  it('pages my conversations', async () => {
    const tutor = await createTutor(t.db);
    const cookie = await signInAs(t, tutor);
    await expectPagingContract(t, {
      url: '/api/messages/conversations',
      cookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const parent = await createUser(t.db, { role: 'parent' });
          const child = await createStudent(t.db, { parentId: parent.id, tutorId: tutor.id });
          const conversation = await createConversation(t.db, {
            parentId: parent.id,
            tutorId: tutor.id,
            studentId: child.id,
          });
          // Half unread, so the walk crosses from the unread group to the read one.
          if (i % 2 === 0)
            await createMessage(t.db, { conversationId: conversation.id, senderId: parent.id });
          ids.push(conversation.id);
        }
        return ids;
      },
    });
  });

  it('pages the messages of a conversation, newest first', async () => {
    const q = await pairing(t);
    const id = await conversationOf(t, q);
    await expectPagingContract(t, {
      url: `/api/messages/conversations/${id}/messages`,
      cookie: q.tutorCookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          ids.push((await createMessage(t.db, { conversationId: id, senderId: q.parent.id })).id);
        }
        return ids;
      },
    });
  });
});
