import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionJoins } from '../../src/server/db/schema-attendance.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createRecordedLesson,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import { sendAbsenceAlerts } from '../../src/server/features/attendance/absence-alerts.js';
import { createMail } from '../../src/server/email/outbox.js';
import { SCHEDULE_MSG } from '../../src/shared/admin/schemas.js';
import type { RegisterPage } from '../../src/shared/attendance/schemas.js';
import type { ScheduledSessionPage } from '../../src/shared/family/sessions.js';
import { createTestApp, emailsTo, signInAs, withJobEngine, type TestApp } from './support/app.js';

/*
 * The roster rule (decisions 105 and 106): a class session is its roster's on its UK day; a
 * session with no class stays open to the whole year group. All Year 10 Mathematics, so the old
 * year-group rule would have shown every session to every family here.
 */

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
const MINUTE = 60_000;

let t: TestApp;
let tutorCookie: string;
const family: Record<string, { parent: UserRow; child: number; cookie: string }> = {};
let early: number;
let late: number;
let soon: number;
let masterclass: number;
let capacity: number;
let recording: number;
let openRecording: number;
let classTutorCookie: string;
let classId: number;
let tutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await createTutor(t.db);
  tutorCookie = await signInAs(t, tutor);
  const cls = await makeClass(t.db, { tutorId: tutor.id, capacity: 3 });
  capacity = cls.capacity;
  classTutorCookie = tutorCookie;
  classId = cls.id;
  tutorId = tutor.id;
  recording = (await createRecordedLesson(t.db, { tutorId: tutor.id, classId: cls.id })).id;
  openRecording = (await createRecordedLesson(t.db, { tutorId: tutor.id })).id;
  for (const name of ['rosa', 'leo', 'mia', 'nico']) {
    const parent = await createUser(t.db, { role: 'parent', fullName: `Parent of ${name}` });
    const child = await createStudent(t.db, { parentId: parent.id, name, createdAt: LONG_AGO });
    family[name] = { parent, child: child.id, cookie: await signInAs(t, parent) };
  }
  // Rosa all year; Leo left on 10 March; Mia joined on 10 March; Nico is in no class.
  await enrol(t.db, cls, family.rosa!.child, { joinedOn: '2026-01-05' });
  await enrol(t.db, cls, family.leo!.child, { joinedOn: '2026-01-05', leftOn: '2026-03-10' });
  await enrol(t.db, cls, family.mia!.child, { joinedOn: '2026-03-10' });
  // Year 10 Mathematics pupils on no roster, whom the old rule expected at every session.
  for (let i = 0; i < 5; i++) await createStudent(t.db, { createdAt: LONG_AGO });
  early = (await classSession(t.db, cls, { scheduledFor: new Date('2026-03-03T16:00:00Z') })).id;
  late = (await classSession(t.db, cls, { scheduledFor: new Date('2026-03-17T16:00:00Z') })).id;
  soon = (await classSession(t.db, cls, { scheduledFor: inDays(3) })).id;
  masterclass = (
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      title: 'Year 10 revision masterclass',
      scheduledFor: new Date('2026-03-05T16:00:00Z'),
    })
  ).id;
});
afterAll(() => t.close());

const cookieOf = (name: string) => family[name]!.cookie;
const statusOf = async (name: string, id: number) =>
  (await t.get(`/api/scheduled-sessions/${id}`, { cookie: cookieOf(name) })).statusCode;
const marchOf = async (name: string) =>
  (
    await t.get(
      '/api/student/scheduled-sessions?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z',
      {
        cookie: cookieOf(name),
      },
    )
  )
    .json<ScheduledSessionPage>()
    .items.map((s) => s.id);
const registerOf = async (id: number) =>
  (await t.get(`/api/scheduled-sessions/${id}/register`, { cookie: tutorCookie }))
    .json<RegisterPage>()
    .items.map((row) => row.id);

describe('a class session belongs to its roster', () => {
  it('is 404 to a child of the year group on no roster, for the session and its join', async () => {
    expect(await statusOf('nico', early)).toBe(404);
    expect(await statusOf('nico', soon)).toBe(404);
    const join = `/api/scheduled-sessions/${soon}/join`;
    expect((await t.get(join, { cookie: cookieOf('nico') })).statusCode).toBe(404);
    expect((await t.post(join, {}, { cookie: cookieOf('nico') })).statusCode).toBe(404);
    expect(await marchOf('nico')).toEqual([masterclass]);
    const upcoming = await t.get('/api/scheduled-sessions/upcoming', { cookie: cookieOf('nico') });
    expect(upcoming.json<{ id: number }[]>().map((s) => s.id)).not.toContain(soon);
  });

  it('keeps a session open to the whole year group for every child of it', async () => {
    for (const name of ['rosa', 'leo', 'mia', 'nico']) {
      expect(await statusOf(name, masterclass)).toBe(200);
    }
  });

  it('shows a member every session of the class, and lets them join', async () => {
    expect(await marchOf('rosa')).toEqual([early, masterclass, late]);
    const join = await t.get(`/api/scheduled-sessions/${soon}/join`, { cookie: cookieOf('rosa') });
    expect(join.statusCode).toBe(200);
    expect(join.json<{ children: { id: number }[] }>().children.map((c) => c.id)).toEqual([
      family.rosa!.child,
    ]);
  });

  it('keeps a leaver’s past sessions and ends their future ones on the day they left', async () => {
    expect(await marchOf('leo')).toEqual([early, masterclass]);
    expect(await statusOf('leo', late)).toBe(404);
    expect(await statusOf('leo', soon)).toBe(404);
  });

  it('shows a mid-term joiner the sessions from the day they joined, not before', async () => {
    expect(await marchOf('mia')).toEqual([masterclass, late]);
    expect(await statusOf('mia', early)).toBe(404);
  });
});

describe('a class session’s register', () => {
  it('lists the roster of its day, not the year group', async () => {
    expect(await registerOf(early)).toEqual(
      [family.rosa!.child, family.leo!.child].sort((a, b) => a - b),
    );
    expect(await registerOf(late)).toEqual(
      [family.rosa!.child, family.mia!.child].sort((a, b) => a - b),
    );
  });

  it('lists at most the class’s capacity plus anyone else who joined', async () => {
    await t.db.insert(sessionJoins).values({
      sessionId: early,
      studentId: family.nico!.child,
      joinedBy: family.nico!.parent.id,
      joinedAt: new Date('2026-03-03T16:01:00Z'),
    });
    const listed = await registerOf(early);
    expect(listed).toContain(family.nico!.child);
    expect(listed.length).toBeLessThanOrEqual(capacity + 1);
  });

  it('sends no absence email for a pupil before they joined the class, nor after they left', async () => {
    await withJobEngine(t, async (engine) => {
      const mail = createMail(t.config, engine);
      const sweep = (at: Date) =>
        sendAbsenceAlerts({ db: t.db, mail, publicUrl: t.config.publicUrl }, at);
      await sweep(new Date(new Date('2026-03-03T16:00:00Z').getTime() + 15 * MINUTE));
      await sweep(new Date(new Date('2026-03-17T16:00:00Z').getTime() + 15 * MINUTE));
      const sent = async (name: string) =>
        (await emailsTo(t.db, family[name]!.parent.email)).length;
      expect(await sent('rosa')).toBe(2);
      expect(await sent('leo')).toBe(1);
      expect(await sent('mia')).toBe(1);
      expect(await sent('nico')).toBe(0);
    });
  });
});

describe('who a tutor teaches, by the roster', () => {
  let tutorCookie2: string;
  const child: Record<string, { id: number; parent: UserRow; cookie: string }> = {};
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    const tutor = await createTutor(t.db);
    tutorCookie2 = await signInAs(t, tutor);
    const cls = await makeClass(t.db, { tutorId: tutor.id, yearGroup: 'Year 8' });
    for (const name of ['onRoster', 'leaver', 'yearGroup', 'oneToOne']) {
      const parent = await createUser(t.db, { role: 'parent' });
      const row = await createStudent(t.db, { parentId: parent.id, name, grade: 'Year 8' });
      child[name] = { id: row.id, parent, cookie: await signInAs(t, parent) };
    }
    await enrol(t.db, cls, child.onRoster!.id);
    await enrol(t.db, cls, child.leaver!.id, { joinedOn: '2025-01-06', leftOn: yesterday });
    // A whole-year-group session of the tutor's does not make them every Year 8 child's tutor.
    await createScheduledSession(t.db, { tutorId: tutor.id, academicYear: 'Year 8' });
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      studentId: child.oneToOne!.id,
      academicYear: null,
    });
  });

  const start = (name: string) =>
    t.post(
      '/api/messages/conversations',
      { withUserId: child[name]!.parent.id, studentId: child[name]!.id },
      { cookie: tutorCookie2 },
    );

  it('lets the tutor message about a child on their class today or a one-to-one, no one else', async () => {
    expect((await start('onRoster')).statusCode).toBe(201);
    expect((await start('oneToOne')).statusCode).toBe(201);
    expect((await start('leaver')).statusCode).toBe(403);
    expect((await start('yearGroup')).statusCode).toBe(403);
    const contacts = await t.get('/api/messages/contacts', { cookie: tutorCookie2 });
    const ids = contacts
      .json<{ items: { student: { id: number } }[] }>()
      .items.map((c) => c.student.id);
    expect(ids.sort()).toEqual([child.onRoster!.id, child.oneToOne!.id].sort());
  });

  it('lists the children on the tutor’s rosters and one-to-ones as their students, to read not change', async () => {
    const list = await t.get('/api/students', { cookie: tutorCookie2 });
    const ids = list.json<{ items: { id: number }[] }>().items.map((s) => s.id);
    expect(ids.sort()).toEqual([child.onRoster!.id, child.oneToOne!.id].sort());
    expect(
      (await t.get(`/api/students/${child.onRoster!.id}`, { cookie: tutorCookie2 })).statusCode,
    ).toBe(200);
    expect(
      (await t.get(`/api/students/${child.leaver!.id}`, { cookie: tutorCookie2 })).statusCode,
    ).toBe(403);
    const change = await t.request({
      method: 'DELETE',
      url: `/api/students/${child.onRoster!.id}`,
      cookie: tutorCookie2,
    });
    expect(change.statusCode).toBe(403);
  });
});

describe('a class’s recordings', () => {
  const lessonIds = async (url: string, cookie: string) =>
    (await t.get(url, { cookie })).json<{ items: { id: number }[] }>().items.map((l) => l.id);

  it('are for the children on its roster today, its tutor and admins; 404 to anyone else', async () => {
    const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    const otherTutor = await signInAs(t, await createTutor(t.db));
    for (const cookie of [cookieOf('rosa'), cookieOf('mia'), classTutorCookie, admin]) {
      expect((await t.get(`/api/recorded-lessons/${recording}`, { cookie })).statusCode).toBe(200);
      expect(await lessonIds('/api/recorded-lessons', cookie)).toContain(recording);
    }
    expect(await lessonIds('/api/student/recorded-lessons', cookieOf('rosa'))).toContain(recording);
    for (const cookie of [cookieOf('nico'), cookieOf('leo'), otherTutor]) {
      expect((await t.get(`/api/recorded-lessons/${recording}`, { cookie })).statusCode).toBe(404);
      expect(
        (await t.post(`/api/recorded-lessons/${recording}/views`, {}, { cookie })).statusCode,
      ).toBe(404);
      const listed = await lessonIds('/api/recorded-lessons', cookie);
      expect(listed).toContain(openRecording);
      expect(listed).not.toContain(recording);
    }
    expect(await lessonIds('/api/student/recorded-lessons', cookieOf('nico'))).not.toContain(
      recording,
    );
    const found = await t.get('/api/search?q=linear', { cookie: otherTutor });
    expect(found.json<{ lessons: { id: number }[] }>().lessons.map((l) => l.id)).not.toContain(
      recording,
    );
  });
});

describe('Schedule New Session', () => {
  const schedule = async (extra: object) =>
    t.post(
      '/api/admin/scheduled-sessions',
      {
        title: 'Extra session before the exam',
        description: 'Past papers, worked through together.',
        subject: 'Mathematics',
        tutorId,
        scheduledFor: '2026-03-12T16:00:00.000Z',
        duration: 60,
        academicYear: 'Year 10',
        ...extra,
      },
      { cookie: await signInAs(t, await createUser(t.db, { role: 'admin' })) },
    );

  it('adds a session to a class, for its roster only', async () => {
    const res = await schedule({ classId });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect(await statusOf('rosa', id)).toBe(200);
    expect(await statusOf('nico', id)).toBe(404);
    expect(await registerOf(id)).toEqual(
      [family.rosa!.child, family.mia!.child].sort((a, b) => a - b),
    );
  });

  it('keeps a session without a class open to the whole year group', async () => {
    const res = await schedule({});
    expect(res.statusCode, res.body).toBe(201);
    expect(await statusOf('nico', res.json<{ id: number }>().id)).toBe(200);
  });

  it('refuses a class of another year group, or none, with a 400 that says why', async () => {
    const other = await schedule({ classId, academicYear: 'Year 9' });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ errors: Record<string, string[]> }>().errors.academicYear).toEqual([
      SCHEDULE_MSG.otherYearGroup('Year 10'),
    ]);
    const none = await schedule({ classId: 2_000_000_000 });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.classId).toEqual([
      SCHEDULE_MSG.noSuchClass,
    ]);
  });
});
