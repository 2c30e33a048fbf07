import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/schema-audit.js';
import { securityEvents } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import { createStudent, createUser, inDays } from '../../src/server/factories/index.js';
import { CHAT_MSG } from '../../src/shared/classroom/chat-messages.js';
import type { ChatPage, LessonChat } from '../../src/shared/classroom/chat.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/*
 * Issue 29 §2: the safeguarding team reads a lesson's classroom chat as it reads messaging: the
 * list shows no words, and the lines only after opening with a reason, each opening in the
 * security log and the audit trail.
 */

let t: TestApp;
let w: TutorWorld;
let sessionId: number;
let quietId: number;
let pupilCookie: string;

const lessonChats = '/api/admin/lesson-chats';

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
  const cls = await makeClass(t.db, { tutorId: w.tutor.id, name: 'Safeguarded class' });
  sessionId = (await classSession(t.db, cls, { title: 'Chatty lesson', scheduledFor: inDays(1) }))
    .id;
  quietId = (await classSession(t.db, cls, { title: 'Quiet lesson', scheduledFor: inDays(2) })).id;
  const pupil = await createUser(t.db, { role: 'student', fullName: 'Pat Pupil' });
  await enrol(t.db, cls, (await createStudent(t.db, { userId: pupil.id, name: 'Pat' })).id);
  pupilCookie = await signInAs(t, pupil);
  const said = await t.post(
    `/api/sessions/${sessionId}/classroom/chat`,
    { body: 'Can I message you after class?' },
    { cookie: pupilCookie },
  );
  expect(said.statusCode, said.body).toBe(201);
});
afterAll(() => t.close());

describe("the safeguarding team and a lesson's chat", () => {
  it('is for safeguarding leads: another admin is refused every route', async () => {
    const admin = await createUser(t.db, { role: 'admin', fullName: 'Not A Lead' });
    const cookie = await signInAs(t, admin);
    for (const url of [
      lessonChats,
      `${lessonChats}/${sessionId}`,
      `${lessonChats}/${sessionId}/lines`,
    ])
      expect((await t.get(url, { cookie })).statusCode).toBe(403);
    const open = await t.post(
      `${lessonChats}/${sessionId}/open`,
      { reason: 'Curious' },
      { cookie },
    );
    expect(open.statusCode).toBe(403);
  });

  it('lists lessons that have a chat, naming the lesson and class but no words', async () => {
    const res = await t.get(lessonChats, { cookie: w.cookies.admin });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<{ items: LessonChat[] }>();
    const ours = items.find((l) => l.sessionId === sessionId);
    expect(ours).toMatchObject({ title: 'Chatty lesson', className: 'Safeguarded class' });
    expect(items.some((l) => l.sessionId === quietId)).toBe(false);
    expect(res.body).not.toContain('message you after class');
  });

  it('refuses the lines until opened with a reason, then records the reading', async () => {
    const lines = `${lessonChats}/${sessionId}/lines`;
    const early = await t.get(lines, { cookie: w.cookies.admin });
    expect(early.statusCode).toBe(403);
    expect(early.body).toContain(CHAT_MSG.adminOpenFirst);

    const noReason = await t.post(
      `${lessonChats}/${sessionId}/open`,
      {},
      { cookie: w.cookies.admin },
    );
    expect(noReason.statusCode).toBe(400);

    const opened = await t.post(
      `${lessonChats}/${sessionId}/open`,
      { reason: 'A parent raised a concern' },
      { cookie: w.cookies.admin },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const read = await t.get(lines, { cookie: w.cookies.admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ChatPage>().items.map((l) => l.body)).toEqual([
      'Can I message you after class?',
    ]);

    const [event] = await t.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.type, 'lesson_chat_read'), eq(securityEvents.actorId, w.admin.id)),
      );
    expect(event?.detail).toMatchObject({ sessionId, reason: 'A parent raised a concern' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'class_session'), eq(auditEvents.recordId, sessionId)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'read',
        reason: 'safeguarding',
        securityEventId: event!.id,
      }),
    ]);
  });

  it('is for admins only', async () => {
    for (const cookie of [w.cookies.tutor, pupilCookie]) {
      expect((await t.get(lessonChats, { cookie })).statusCode).toBe(403);
      const open = await t.post(
        `${lessonChats}/${sessionId}/open`,
        { reason: 'curious' },
        { cookie },
      );
      expect(open.statusCode).toBe(403);
    }
    expect((await t.get(`${lessonChats}/999999`, { cookie: w.cookies.admin })).statusCode).toBe(
      404,
    );
  });
});
