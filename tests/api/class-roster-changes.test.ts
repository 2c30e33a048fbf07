import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSessions, type UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createRecordedLesson,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { DAY_MS } from '../../src/shared/dates/durations.js';
import { addUkDays, ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { del, put, signInEveryRole } from './support/admin.js';
import { createTestApp, emailsTo, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 28 §3 and §5, as the roster rule (decisions 105, 106, 109) has them: a child who leaves a
 * class loses its recordings and its sessions from that day, and keeps the sessions before it; a
 * class given a new tutor moves its sessions still to come to them, with the roster, the
 * registers and the messaging, while the old tutor keeps the sessions they taught and loses the
 * class. "Now" for the server's changes is three days ago (a test clock), so the sessions since
 * then have started, and their registers are open to be marked.
 */

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const clock = new TestClock(daysFromNow(-3));
const today = () => ukDayOf(new Date());

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: { clock } });
  admin = (await signInEveryRole(t)).admin;
});
afterAll(() => t.close());

/** A parent with one child, signed in. */
async function family(name: string) {
  const parent = await createUser(t.db, { role: 'parent', fullName: `Parent of ${name}` });
  const child = await createStudent(t.db, {
    parentId: parent.id,
    name,
    createdAt: daysFromNow(-400),
  });
  return { parent, child: child.id, cookie: await signInAs(t, parent) };
}

describe('a child who leaves a class', () => {
  let cookie: string;
  let recording: number;
  let past: number;
  let coming: number;
  let leave: () => Promise<number>;

  beforeAll(async () => {
    const tutor = await createTutor(t.db);
    const cls = await makeClass(t.db, { tutorId: tutor.id });
    const kid = await family('Lena');
    cookie = kid.cookie;
    await enrol(t.db, cls, kid.child, { joinedOn: addUkDays(today(), -60) });
    recording = (await createRecordedLesson(t.db, { tutorId: tutor.id, classId: cls.id })).id;
    past = (await classSession(t.db, cls, { scheduledFor: daysFromNow(-7) })).id;
    coming = (await classSession(t.db, cls, { scheduledFor: daysFromNow(2) })).id;
    leave = async () =>
      (await del(t, `/api/admin/classes/${cls.id}/enrolments/${kid.child}`, admin)).statusCode;
  });

  const status = async (url: string) => (await t.get(url, { cookie })).statusCode;
  const lessons = async () =>
    (await t.get('/api/student/recorded-lessons', { cookie }))
      .json<{ items: { id: number }[] }>()
      .items.map((l) => l.id);

  it('watches the class’s recordings until the day they leave, and not from that day', async () => {
    expect(await status(`/api/recorded-lessons/${recording}`)).toBe(200);
    expect(await lessons()).toContain(recording);
    expect(await leave()).toBe(200);
    expect(await status(`/api/recorded-lessons/${recording}`)).toBe(404);
    expect(await lessons()).not.toContain(recording);
    const view = await t.post(`/api/recorded-lessons/${recording}/views`, {}, { cookie });
    expect(view.statusCode).toBe(404);
  });

  it('keeps the sessions before that day and loses those from it', async () => {
    expect(await status(`/api/scheduled-sessions/${past}`)).toBe(200);
    expect(await status(`/api/scheduled-sessions/${coming}`)).toBe(404);
    expect(await status(`/api/scheduled-sessions/${coming}/join`)).toBe(404);
  });
});

describe('a class given a new tutor (PATCH /api/admin/classes/:id)', () => {
  let oldTutor: UserRow;
  let newTutor: UserRow;
  let cookies: { old: string; new: string };
  let classId: number;
  let before: number;
  let started: number;
  let coming: number;
  const kids: Record<
    'staying' | 'left' | 'joining',
    Awaited<ReturnType<typeof family>>
  > = {} as never;

  beforeAll(async () => {
    oldTutor = await createTutor(t.db, { fullName: 'Olga Old' });
    newTutor = await createTutor(t.db, { fullName: 'Nina New' });
    cookies = { old: await signInAs(t, oldTutor), new: await signInAs(t, newTutor) };
    const cls = await makeClass(t.db, { tutorId: oldTutor.id });
    classId = cls.id;
    kids.staying = await family('Sami');
    kids.left = await family('Lou');
    kids.joining = await family('Jo');
    await enrol(t.db, cls, kids.staying.child, { joinedOn: addUkDays(today(), -60) });
    await enrol(t.db, cls, kids.left.child, {
      joinedOn: addUkDays(today(), -60),
      leftOn: addUkDays(today(), -4),
    });
    await enrol(t.db, cls, kids.joining.child, { joinedOn: addUkDays(today(), 5) });
    before = (await classSession(t.db, cls, { scheduledFor: daysFromNow(-5) })).id;
    started = (await classSession(t.db, cls, { scheduledFor: daysFromNow(-1) })).id;
    coming = (await classSession(t.db, cls, { scheduledFor: daysFromNow(3) })).id;
    const res = await t.patch(
      `/api/admin/classes/${classId}`,
      { tutorId: newTutor.id },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  const tutorOf = async (id: number) =>
    (
      await t.db
        .select({ tutorId: scheduledSessions.tutorId })
        .from(scheduledSessions)
        .where(eq(scheduledSessions.id, id))
    )[0]!.tutorId;
  const status = async (url: string, cookie: string) => (await t.get(url, { cookie })).statusCode;

  it('moves the sessions after the change to the new tutor; earlier ones keep theirs', async () => {
    expect(await tutorOf(before)).toBe(oldTutor.id);
    expect(await tutorOf(started)).toBe(newTutor.id);
    expect(await tutorOf(coming)).toBe(newTutor.id);
  });

  it('gives the new tutor the class and its roster, and takes them from the old one', async () => {
    for (const path of ['', '/roster', '/sessions']) {
      expect(await status(`/api/classes/${classId}${path}`, cookies.new), path).toBe(200);
      expect(await status(`/api/classes/${classId}${path}`, cookies.old), path).toBe(404);
    }
    const roster = await t.get(`/api/classes/${classId}/roster`, { cookie: cookies.new });
    expect(roster.json<{ items: { id: number }[] }>().items.map((r) => r.id)).toContain(
      kids.staying.child,
    );
    const mine = async (cookie: string) =>
      (await t.get('/api/tutor/classes', { cookie }))
        .json<{ items: { id: number }[] }>()
        .items.map((c) => c.id);
    expect(await mine(cookies.new)).toContain(classId);
    expect(await mine(cookies.old)).not.toContain(classId);
  });

  it('lets the new tutor mark the registers since the change; the old one keeps their own', async () => {
    const mark = (id: number, cookie: string) =>
      put(
        t,
        `/api/scheduled-sessions/${id}/register`,
        { marks: [{ studentId: kids.staying.child, status: 'present' }] },
        cookie,
      );
    expect((await mark(started, cookies.new)).statusCode).toBe(200);
    expect((await mark(started, cookies.old)).statusCode).toBe(403);
    expect((await mark(before, cookies.old)).statusCode).toBe(200);
    expect((await mark(before, cookies.new)).statusCode).toBe(403);
  });

  it('lets the new tutor message the roster’s families, and not the old one', async () => {
    const start = (cookie: string) =>
      t.post(
        '/api/messages/conversations',
        { withUserId: kids.staying.parent.id, studentId: kids.staying.child },
        { cookie },
      );
    expect((await start(cookies.new)).statusCode).toBe(201);
    expect((await start(cookies.old)).statusCode).toBe(403);
  });

  it('tells the families on the roster from that day, not a child who had left', async () => {
    const told = async (kid: { parent: UserRow }) =>
      (await emailsTo(t.db, kid.parent.email)).filter((e) => e.subject.startsWith('Timetable'));
    expect(await told(kids.staying)).toHaveLength(1);
    expect(await told(kids.joining)).toHaveLength(1);
    expect(await told(kids.left)).toHaveLength(0);
    expect((await told(kids.staying))[0]!.textBody).toContain('taught by Nina New');
  });
});
