import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationReads, messages } from '../../src/server/db/schema-messaging.js';
import { emailOutbox, rateEvents, securityEvents, users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import {
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  MESSAGING_MSG,
} from '../../src/shared/messaging/messages.js';
import { createTestApp, emailsTo, signInAs, type TestApp } from './support/app.js';
import { conversationOf, pairing, send, type Pairing } from './support/messaging.js';
import { expectPagingContract } from './support/paging.js';

/* Issue 16: sending, reading, withdrawing, reporting, suspension, emails and the admins' reading. */

let t: TestApp;
let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The admins' reading is a safeguarding lead's (issue 31 §2).
  const admin = await createUser(t.db, { role: 'admin', safeguardingLead: true });
  adminId = admin.id;
  adminCookie = await signInAs(t, admin);
});
afterAll(() => t.close());

const sent = async (cookie: string, conversationId: number, body: string) => {
  const res = await send(t, cookie, conversationId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; body: string | null; withdrawableUntil: string | null }>();
};
const unread = async (cookie: string) =>
  (await t.get('/api/messages/unread', { cookie })).json<{ total: number }>().total;

describe('sending and reading', () => {
  let p: Pairing;
  let id: number;
  beforeAll(async () => {
    p = await pairing(t);
    id = await conversationOf(t, p);
  });

  it('keeps plain text, trimmed, and refuses empty, too long or NUL text with a clear 400', async () => {
    const message = await sent(p.parentCookie, id, '  <b>Hi</b> see https://example.com  ');
    expect(message.body).toBe('<b>Hi</b> see https://example.com');
    expect(message.withdrawableUntil).not.toBeNull();
    for (const [body, text] of [
      ['   ', MESSAGING_MSG.bodyRequired],
      ['x'.repeat(2001), MESSAGING_MSG.bodyTooLong],
    ] as const) {
      const res = await send(t, p.parentCookie, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(text);
    }
    expect((await send(t, p.parentCookie, id, 'a\u0000b')).statusCode).toBe(400);
    expect((await send(t, p.parentCookie, id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('counts unread messages from the other side until they are read, unread conversations first', async () => {
    const before = await unread(p.tutorCookie);
    const message = await sent(p.parentCookie, id, 'Is there homework this week?');
    expect(await unread(p.tutorCookie)).toBe(before + 1);
    expect(await unread(p.parentCookie)).toBe(0);

    const read = await t.get(`/api/messages/conversations?pageSize=1`, { cookie: p.tutorCookie });
    expect(read.json()).toMatchObject({
      items: [{ id, unreadCount: before + 1, lastMessage: { id: message.id, fromMe: false } }],
      safeguardingNotice: MESSAGING_MSG.safeguardingNotice,
    });
    const res = await t.post(
      `/api/messages/conversations/${id}/read`,
      { lastReadMessageId: message.id },
      { cookie: p.tutorCookie },
    );
    expect(res.json()).toEqual({ total: 0 });
    // A mark never moves back.
    await t.post(
      `/api/messages/conversations/${id}/read`,
      { lastReadMessageId: 1 },
      { cookie: p.tutorCookie },
    );
    expect(await unread(p.tutorCookie)).toBe(0);
  });
});

describe('rate limits', () => {
  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then answers 429 with Retry-After`, async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) await sent(p.tutorCookie, id, `Note ${i}`);
    const res = await send(t, p.tutorCookie, id, 'One too many');
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(MESSAGING_MSG.tooManyPerMinute);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The other side is not held back by the tutor's limit.
    expect((await send(t, p.parentCookie, id, 'Thanks!')).statusCode).toBe(201);
  });

  it(`allows ${MESSAGES_PER_DAY} a day`, async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    // Earlier today's messages, as the counter sees them.
    await t.db.insert(rateEvents).values(
      Array.from({ length: MESSAGES_PER_DAY }, () => ({
        bucket: 'message',
        subject: String(p.parent.id),
        ip: '127.0.0.1',
        createdAt: new Date(Date.now() - 3_600_000),
      })),
    );
    const res = await send(t, p.parentCookie, id, 'Hello again');
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toBe(MESSAGING_MSG.tooManyPerDay);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(22 * 3600);
  });
});

describe('withdrawing', () => {
  it('lets the sender withdraw within 5 minutes: both see "message withdrawn", admins still see the text', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    const message = await sent(p.parentCookie, id, 'Sorry, wrong child');

    const notMine = await t.post(
      `/api/messages/${message.id}/withdraw`,
      {},
      { cookie: p.tutorCookie },
    );
    expect(notMine.statusCode).toBe(403);
    const res = await t.post(
      `/api/messages/${message.id}/withdraw`,
      {},
      { cookie: p.parentCookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ withdrawn: true, body: null, withdrawableUntil: null });
    const again = await t.post(
      `/api/messages/${message.id}/withdraw`,
      {},
      { cookie: p.parentCookie },
    );
    expect(again.statusCode).toBe(409);

    for (const cookie of [p.parentCookie, p.tutorCookie]) {
      const page = await t.get(`/api/messages/conversations/${id}/messages`, { cookie });
      expect(page.json()).toMatchObject({
        items: [{ id: message.id, withdrawn: true, body: null }],
      });
      expect(page.body).not.toContain('wrong child');
    }
    await t.post(
      `/api/admin/conversations/${id}/open`,
      { reason: 'Checking a withdrawal' },
      { cookie: adminCookie },
    );
    const admin = await t.get(`/api/admin/conversations/${id}/messages`, { cookie: adminCookie });
    expect(admin.json()).toMatchObject({
      items: [
        { id: message.id, body: 'Sorry, wrong child', withdrawnAt: expect.any(String) as string },
      ],
    });
  });

  it('answers 409 after 5 minutes', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    const message = await sent(p.tutorCookie, id, 'Lesson moved to Thursday');
    await t.db
      .update(messages)
      .set({ sentAt: sql`now() - interval '5 minutes 1 second'` })
      .where(eq(messages.id, message.id));
    const res = await t.post(`/api/messages/${message.id}/withdraw`, {}, { cookie: p.tutorCookie });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(MESSAGING_MSG.withdrawTooLate);
  });
});

describe('reports and suspension', () => {
  it('lets either side report the other’s message once; the report reaches the admins’ queue with context', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    await sent(p.parentCookie, id, 'Before it');
    const reported = await sent(p.tutorCookie, id, 'Add me on WhatsApp');
    await sent(p.parentCookie, id, 'After it');

    expect(
      (await t.post(`/api/messages/${reported.id}/report`, {}, { cookie: p.tutorCookie }))
        .statusCode,
    ).toBe(400);
    const res = await t.post(
      `/api/messages/${reported.id}/report`,
      { reason: 'Asks to move off the platform' },
      { cookie: p.parentCookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGING_MSG.reportSent });
    const twice = await t.post(
      `/api/messages/${reported.id}/report`,
      {},
      { cookie: p.parentCookie },
    );
    expect(twice.statusCode).toBe(409);
    const stranger = await pairing(t);
    const hidden = await t.post(
      `/api/messages/${reported.id}/report`,
      {},
      { cookie: stranger.parentCookie },
    );
    expect(hidden.statusCode).toBe(404);

    const queue = await t.get('/api/admin/message-reports?pageSize=100', { cookie: adminCookie });
    expect(queue.statusCode, queue.body).toBe(200);
    const report = queue
      .json<{ items: { id: number; message: { id: number }; context: { body: string }[] }[] }>()
      .items.find((item) => item.message.id === reported.id)!;
    expect(report).toMatchObject({
      reason: 'Asks to move off the platform',
      reporter: { id: p.parent.id },
      message: { body: 'Add me on WhatsApp', sender: { id: p.tutor.id, role: 'tutor' } },
      conversation: { id, parent: { id: p.parent.id }, tutor: { id: p.tutor.id } },
    });
    expect(report.context.map((m) => m.body)).toEqual([
      'Before it',
      'Add me on WhatsApp',
      'After it',
    ]);

    const resolved = await t.post(
      `/api/admin/message-reports/${report.id}/resolve`,
      {},
      { cookie: adminCookie },
    );
    expect(resolved.statusCode).toBe(200);
    expect(
      (await t.post(`/api/admin/message-reports/${report.id}/resolve`, {}, { cookie: adminCookie }))
        .statusCode,
    ).toBe(409);
    const after = await t.get('/api/admin/message-reports?pageSize=100', { cookie: adminCookie });
    expect(after.json<{ items: { id: number }[] }>().items.map((item) => item.id)).not.toContain(
      report.id,
    );
  });

  it('pages the report queue', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    await expectPagingContract(t, {
      url: '/api/admin/message-reports',
      cookie: adminCookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const message = await sent(p.tutorCookie, id, `Message ${i}`);
          await t.post(`/api/messages/${message.id}/report`, {}, { cookie: p.parentCookie });
          const queue = await t.get('/api/admin/message-reports?pageSize=100', {
            cookie: adminCookie,
          });
          ids.push(
            queue
              .json<{ items: { id: number; message: { id: number } }[] }>()
              .items.find((item) => item.message.id === message.id)!.id,
          );
        }
        return ids;
      },
    });
  });

  it('refuses new messages with 409 while suspended, says so to both sides, and lifts', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    const suspend = await t.post(
      `/api/admin/conversations/${id}/suspend`,
      {},
      { cookie: adminCookie },
    );
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(suspend.json<{ suspendedAt: string | null }>().suspendedAt).not.toBeNull();
    expect(
      (await t.post(`/api/admin/conversations/${id}/suspend`, {}, { cookie: adminCookie }))
        .statusCode,
    ).toBe(409);
    for (const cookie of [p.parentCookie, p.tutorCookie]) {
      const res = await send(t, cookie, id, 'Hello?');
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(MESSAGING_MSG.suspended);
      const view = await t.get(`/api/messages/conversations/${id}`, { cookie });
      expect(view.json()).toMatchObject({ suspended: true });
    }
    expect(
      (await t.post(`/api/admin/conversations/${id}/lift`, {}, { cookie: adminCookie })).statusCode,
    ).toBe(200);
    expect((await send(t, p.parentCookie, id, 'Hello again')).statusCode).toBe(201);
  });
});

describe('emails', () => {
  it('emails the recipient at most once per conversation in 15 minutes, without the message, unless turned off', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    const secret = 'The secret word is periwinkle';
    await sent(p.parentCookie, id, secret);
    await sent(p.parentCookie, id, `${secret} again`);
    await t.jobsIdle();
    const first = await emailsTo(t.db, p.tutor.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(MESSAGING_MSG.emailSubject);
    expect(first[0]!.textBody).toContain(MESSAGING_MSG.emailFrom('parent'));
    expect(first[0]!.textBody).toContain('http://localhost:3000/');
    // Its one-click unsubscribe turns off this tutor's message emails.
    const off = new URL(first[0]!.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(off.pathname).toBe('/api/message-emails/off');
    const unsubscribe = await t.request({
      method: 'POST',
      url: `${off.pathname}${off.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    const [tutor] = await t.db.select().from(users).where(eq(users.id, p.tutor.id));
    expect(tutor!.messageEmailsEnabled).toBe(false);
    await t.db.update(users).set({ messageEmailsEnabled: true }).where(eq(users.id, p.tutor.id));

    // Fifteen minutes later, another message emails again.
    await t.db
      .update(conversationReads)
      .set({ lastEmailedAt: sql`now() - interval '15 minutes'` })
      .where(
        and(eq(conversationReads.conversationId, id), eq(conversationReads.userId, p.tutor.id)),
      );
    await sent(p.parentCookie, id, secret);
    await t.jobsIdle();
    expect(await emailsTo(t.db, p.tutor.email)).toHaveLength(2);

    // The tutor turned them off: the parent's reply sends nothing.
    await t.db.update(users).set({ messageEmailsEnabled: false }).where(eq(users.id, p.parent.id));
    await sent(p.tutorCookie, id, secret);
    await t.jobsIdle();
    expect(await emailsTo(t.db, p.parent.email)).toHaveLength(0);

    // No email anywhere holds a message's text.
    const leaks = await t.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.textBody} like '%periwinkle%' or ${emailOutbox.subject} like '%periwinkle%' or coalesce(${emailOutbox.htmlBody}, '') like '%periwinkle%'`,
      );
    expect(leaks).toEqual([]);
  });

  it('sends nothing for a message read before the job runs', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    const message = await sent(p.tutorCookie, id, 'Quick one');
    await t.db
      .insert(conversationReads)
      .values({ conversationId: id, userId: p.parent.id, lastReadMessageId: message.id })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastReadMessageId: message.id },
      });
    await t.jobsIdle();
    // The job may have run before the read: either way no second email follows.
    expect((await emailsTo(t.db, p.parent.email)).length).toBeLessThanOrEqual(1);
  });
});

describe('the safeguarding team', () => {
  it('searches conversations by name or message text, and pages them', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    await sent(p.parentCookie, id, 'Our cat ate the zanzibarine worksheet');
    for (const q of ['zanzibarine', p.tutor.fullName, p.parent.fullName]) {
      const res = await t.get(`/api/admin/conversations?q=${encodeURIComponent(q)}`, {
        cookie: adminCookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(id);
    }
    expect(
      res404(
        await t.get('/api/admin/conversations?q=no-such-words-anywhere', { cookie: adminCookie }),
      ),
    ).toEqual([]);
    await expectPagingContract(t, {
      url: '/api/admin/conversations',
      cookie: adminCookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) ids.push(await conversationOf(t, await pairing(t)));
        return ids;
      },
    });
  });

  it('names a conversation’s parent, tutor and child before it is opened, with no message text', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    await sent(p.parentCookie, id, 'Private words');
    const res = await t.get(`/api/admin/conversations/${id}`, { cookie: adminCookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      parent: { name: p.parent.fullName },
      tutor: { name: p.tutor.fullName },
    });
    expect(res.json<{ student: { name: string } }>().student.name).toMatch(/^Child /);
    expect(res.body).not.toContain('Private words');
    expect(
      (await t.get('/api/admin/conversations/999999', { cookie: adminCookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.get(`/api/admin/conversations/${id}`, { cookie: p.parentCookie })).statusCode,
    ).toBe(403);
  });

  it('records each opening with the admin, the reason and the conversation, and refuses reading without one', async () => {
    const p = await pairing(t);
    const id = await conversationOf(t, p);
    await sent(p.parentCookie, id, 'Hello');
    const closed = await t.get(`/api/admin/conversations/${id}/messages`, { cookie: adminCookie });
    expect(closed.statusCode).toBe(403);
    expect(closed.json<{ message: string }>().message).toBe(MESSAGING_MSG.adminOpenFirst);
    const noReason = await t.post(
      `/api/admin/conversations/${id}/open`,
      { reason: ' ' },
      { cookie: adminCookie },
    );
    expect(noReason.statusCode).toBe(400);

    const open = await t.post(
      `/api/admin/conversations/${id}/open`,
      { reason: 'Report from the school' },
      { cookie: adminCookie },
    );
    expect(open.statusCode, open.body).toBe(200);
    const events = await t.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.type, 'conversation_read'), eq(securityEvents.actorId, adminId)),
      );
    expect(events.map((e) => [e.subjectId, e.detail])).toContainEqual([
      p.parent.id,
      expect.objectContaining({ conversationId: id, reason: 'Report from the school' }),
    ]);
    const page = await t.get(`/api/admin/conversations/${id}/messages`, { cookie: adminCookie });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ items: [{ body: 'Hello', sender: { role: 'parent' } }] });
  });
});

const res404 = (res: { json<T>(): T }) => res.json<{ items: unknown[] }>().items;
