import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMarks, sessionJoins } from '../../src/server/db/schema-attendance.js';
import { users, type UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { sendAbsenceAlerts } from '../../src/server/features/attendance/absence-alerts.js';
import { ukMonthOf } from '../../src/server/features/employer-report/months.js';
import { usageRefreshQueue } from '../../src/server/features/employer-report/usage-refresh.js';
import type { Mail } from '../../src/server/email/outbox.js';
import { createMail } from '../../src/server/email/outbox.js';
import { startJobEngine, type JobEngine } from '../../src/server/jobs/engine.js';
import { ATTENDANCE_MSG } from '../../src/shared/attendance/messages.js';
import { LIVE_SESSION_SUBJECT } from '../../src/shared/constants.js';
import type {
  ChildAttendance,
  FamilyMarksPage,
  JoinOptions,
  RegisterPage,
} from '../../src/shared/attendance/schemas.js';
import { put } from './support/admin.js';
import { createTestApp, emailsTo, rowsOf, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const STREAM = 'https://www.youtube.com/live/abcdefghijk';
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let tutor: UserRow;
let tutorCookie: string;
let otherTutorCookie: string;
let adminCookie: string;
/** Two children in Year 9: Sam and Amira. */
let parent: UserRow;
let parentCookie: string;
let sam: number;
let amira: number;
/** A Year 9 pupil with their own sign-in and no parent on file. */
let pupil: UserRow;
let pupilCookie: string;
let pupilProfile: number;
/** One child in Year 8, never expected at Year 9 sessions. */
let otherParentCookie: string;
let ollie: number;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createTutor(t.db, { fullName: 'Tara Tutor' });
  tutorCookie = await signInAs(t, tutor);
  otherTutorCookie = await signInAs(t, await createTutor(t.db));
  adminCookie = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  parent = await createUser(t.db, { role: 'parent', fullName: 'Priya Parent' });
  parentCookie = await signInAs(t, parent);
  sam = (await createStudent(t.db, { parentId: parent.id, name: 'Sam', grade: 'Year 9' })).id;
  amira = (await createStudent(t.db, { parentId: parent.id, name: 'Amira', grade: 'Year 9' })).id;
  pupil = await createUser(t.db, { role: 'student', fullName: 'Pat Pupil' });
  pupilCookie = await signInAs(t, pupil);
  pupilProfile = (await createStudent(t.db, { userId: pupil.id, grade: 'Year 9' })).id;
  const otherParent = await createUser(t.db, { role: 'parent' });
  otherParentCookie = await signInAs(t, otherParent);
  ollie = (await createStudent(t.db, { parentId: otherParent.id, name: 'Ollie', grade: 'Year 8' }))
    .id;
});
afterAll(() => t.close());

const yearNine = (overrides: Partial<Parameters<typeof createScheduledSession>[1]> = {}) =>
  createScheduledSession(t.db, {
    tutorId: tutor.id,
    title: 'Year 9 Maths: simultaneous equations',
    academicYear: 'Year 9',
    scheduledFor: ago(2 * MINUTE),
    youtubeUrl: STREAM,
    status: 'scheduled',
    ...overrides,
  });

const join = (id: number, cookie: string, body: object = {}) =>
  t.post(`/api/scheduled-sessions/${id}/join`, body, { cookie });

const joinsOf = (sessionId: number) =>
  t.db.select().from(sessionJoins).where(eq(sessionJoins.sessionId, sessionId));

describe('joining a session', () => {
  it('lists the children expected and sends the chosen one to the stream, recording the join', async () => {
    const session = await yearNine();
    const options = await t.get(`/api/scheduled-sessions/${session.id}/join`, {
      cookie: parentCookie,
    });
    expect(options.statusCode, options.body).toBe(200);
    const body = options.json<JoinOptions>();
    expect(body.children.map((child) => child.name).sort()).toEqual(['Amira', 'Sam']);
    expect(new Date(body.opensAt).getTime()).toBe(session.scheduledFor.getTime() - 10 * MINUTE);

    const unnamed = await join(session.id, parentCookie);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ message: string }>().message).toBe(ATTENDANCE_MSG.chooseChild);

    const res = await join(session.id, parentCookie, { studentId: sam });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toBe(STREAM);
    const rows = await joinsOf(session.id);
    expect(rows.map((row) => [row.studentId, row.joinedBy])).toEqual([[sam, parent.id]]);
  });

  it('keeps the first join only, however many presses arrive at once', async () => {
    const session = await yearNine();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => join(session.id, parentCookie, { studentId: amira })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const rows = await joinsOf(session.id);
    expect(rows).toHaveLength(1);
    const again = await join(session.id, parentCookie, { studentId: amira });
    expect(again.statusCode).toBe(200);
    expect((await joinsOf(session.id))[0]!.joinedAt).toEqual(rows[0]!.joinedAt);
  });

  it('lets a student join as themselves', async () => {
    const session = await yearNine();
    const res = await join(session.id, pupilCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await joinsOf(session.id)).map((row) => row.studentId)).toEqual([pupilProfile]);
  });

  it('refuses children who are not expected and sessions of other families', async () => {
    const oneToOne = await yearNine({ academicYear: null, studentId: sam });
    const sibling = await join(oneToOne.id, parentCookie, { studentId: amira });
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json<{ message: string }>().message).toBe(ATTENDANCE_MSG.notExpected);
    // One child expected: no need to name them.
    expect((await join(oneToOne.id, parentCookie)).statusCode).toBe(200);

    const group = await yearNine();
    expect((await join(group.id, otherParentCookie, { studentId: ollie })).statusCode).toBe(404);
    expect((await join(group.id, parentCookie, { studentId: ollie })).statusCode).toBe(403);
    expect((await join(group.id, tutorCookie)).statusCode).toBe(403);
    expect(await joinsOf(group.id)).toHaveLength(0);
  });

  it('opens 10 minutes before the start until the end, never for a cancelled session or one without a link', async () => {
    const cases = [
      { scheduledFor: new Date(Date.now() + 11 * MINUTE), message: ATTENDANCE_MSG.notOpenYet },
      { scheduledFor: ago(61 * MINUTE), duration: 60, message: ATTENDANCE_MSG.ended },
      { status: 'cancelled', message: ATTENDANCE_MSG.cancelled },
      // A YouTube lesson (issue 29 §7) whose link is missing or no web link.
      { youtubeUrl: null, venue: 'youtube' as const, message: ATTENDANCE_MSG.noLink },
      {
        youtubeUrl: 'javascript:alert(1)',
        venue: 'youtube' as const,
        message: ATTENDANCE_MSG.noLink,
      },
    ];
    for (const { message, ...overrides } of cases) {
      const session = await yearNine(overrides);
      const res = await join(session.id, parentCookie, { studentId: sam });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(await joinsOf(session.id)).toHaveLength(0);
    }
    const early = await yearNine({ scheduledFor: new Date(Date.now() + 9 * MINUTE) });
    expect((await join(early.id, parentCookie, { studentId: sam })).statusCode).toBe(200);
  });
});

const register = (id: number, cookie: string) =>
  t.get(`/api/scheduled-sessions/${id}/register`, { cookie });
const saveRegister = (id: number, cookie: string, marks: { studentId: number; status: string }[]) =>
  put(t, `/api/scheduled-sessions/${id}/register`, { marks }, cookie);
const statuses = (page: RegisterPage) =>
  Object.fromEntries(page.items.map((entry) => [entry.name, [entry.status, entry.marked]]));

describe('the register', () => {
  it('is pre-filled from the joins: within 5 minutes present, later late, none absent', async () => {
    const session = await yearNine({ scheduledFor: ago(30 * MINUTE) });
    const start = session.scheduledFor.getTime();
    await t.db.insert(sessionJoins).values([
      { sessionId: session.id, studentId: sam, joinedAt: new Date(start + 5 * MINUTE) },
      { sessionId: session.id, studentId: amira, joinedAt: new Date(start + 5 * MINUTE + 1000) },
    ]);
    const res = await register(session.id, tutorCookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<RegisterPage>();
    expect(page.editable).toBe(true);
    expect(statuses(page)).toEqual({
      Sam: ['present', false],
      Amira: ['late', false],
      'Pat Pupil': ['absent', false],
    });
  });

  it('saves the tutor’s marks in one go, and refuses pupils not expected', async () => {
    const session = await yearNine({ scheduledFor: ago(30 * MINUTE) });
    const stranger = await saveRegister(session.id, tutorCookie, [
      { studentId: sam, status: 'present' },
      { studentId: ollie, status: 'absent' },
    ]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ errors: object }>().errors).toEqual({
      'marks.1.studentId': [ATTENDANCE_MSG.notOnRegister],
    });
    // Nothing of a refused save is kept.
    expect(
      await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.sessionId, session.id)),
    ).toEqual([]);

    const saved = await saveRegister(session.id, tutorCookie, [
      { studentId: sam, status: 'late' },
      { studentId: pupilProfile, status: 'present' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await register(session.id, tutorCookie)).json<RegisterPage>();
    expect(statuses(page)).toEqual({
      Sam: ['late', true],
      Amira: ['absent', false],
      'Pat Pupil': ['present', true],
    });
    const changed = await saveRegister(session.id, tutorCookie, [
      { studentId: sam, status: 'present' },
    ]);
    expect(changed.statusCode).toBe(200);
    const [mark] = await t.db
      .select()
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.sessionId, session.id), eq(attendanceMarks.studentId, sam)));
    expect(mark).toMatchObject({ status: 'present', markedBy: tutor.id });
  });

  it('belongs to the session’s tutor and to admins only', async () => {
    const session = await yearNine({ scheduledFor: ago(30 * MINUTE) });
    expect((await register(session.id, otherTutorCookie)).statusCode).toBe(403);
    const refused = await saveRegister(session.id, otherTutorCookie, [
      { studentId: sam, status: 'present' },
    ]);
    expect(refused.statusCode).toBe(403);
    expect((await register(session.id, parentCookie)).statusCode).toBe(403);
    expect((await register(session.id, adminCookie)).statusCode).toBe(200);
    expect(
      (await saveRegister(session.id, adminCookie, [{ studentId: sam, status: 'absent' }]))
        .statusCode,
    ).toBe(200);
    expect((await register(999_999, tutorCookie)).statusCode).toBe(404);
  });

  it('opens at the start and closes for the tutor 7 days after the session; admins may still correct it', async () => {
    const future = await yearNine({ scheduledFor: new Date(Date.now() + 30 * MINUTE) });
    const early = await saveRegister(future.id, tutorCookie, [
      { studentId: sam, status: 'present' },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(ATTENDANCE_MSG.registerNotOpen);

    const old = await yearNine({ scheduledFor: ago(7 * DAY + 61 * MINUTE), duration: 60 });
    const page = (await register(old.id, tutorCookie)).json<RegisterPage>();
    expect(page.editable).toBe(false);
    const late = await saveRegister(old.id, tutorCookie, [{ studentId: sam, status: 'present' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(ATTENDANCE_MSG.registerClosed);
    expect(page.editableUntil).not.toBeNull();
    // Issue 26 §5: an admin's register has no end to its changes, so it names no date.
    expect((await register(old.id, adminCookie)).json<RegisterPage>()).toMatchObject({
      editable: true,
      editableUntil: null,
    });
    expect(
      (await saveRegister(old.id, adminCookie, [{ studentId: sam, status: 'present' }])).statusCode,
    ).toBe(200);

    const lastDay = await yearNine({ scheduledFor: ago(7 * DAY + 59 * MINUTE), duration: 60 });
    expect(
      (await saveRegister(lastDay.id, tutorCookie, [{ studentId: sam, status: 'present' }]))
        .statusCode,
    ).toBe(200);
  });

  it('queues a recount of the employer report’s month when a settled register is corrected', async () => {
    const recounts = async (at: Date) =>
      rowsOf(
        t.db,
        sql`select id from pgboss.job where name = ${usageRefreshQueue.name}
            and data->>'month' = ${ukMonthOf(at)}`,
      );
    const recent = await yearNine({ scheduledFor: ago(DAY) });
    expect(
      (await saveRegister(recent.id, tutorCookie, [{ studentId: sam, status: 'late' }])).statusCode,
    ).toBe(200);
    // The nightly recount covers the last 9 days' months.
    expect(await recounts(recent.scheduledFor)).toHaveLength(0);
    const settled = await yearNine({ scheduledFor: ago(60 * DAY) });
    expect(
      (await saveRegister(settled.id, adminCookie, [{ studentId: sam, status: 'late' }]))
        .statusCode,
    ).toBe(200);
    expect(await recounts(settled.scheduledFor)).toHaveLength(1);
  });

  it('pages by pupil', async () => {
    const session = await yearNine({ academicYear: 'Year 12', scheduledFor: ago(MINUTE) });
    await expectPagingContract(t, {
      url: `/api/scheduled-sessions/${session.id}/register`,
      cookie: tutorCookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          ids.push((await createStudent(t.db, { name: `Pupil ${i}`, grade: 'Year 12' })).id);
        }
        return ids;
      },
    });
  });
});

describe('who is expected: the year group and the subject', () => {
  /** Three Year 11 children: Mo studies Mathematics only, Eve lists no subject, Cy lists Science. */
  let familyCookie: string;
  let mo: number;
  let eve: number;
  beforeAll(async () => {
    const family = await createUser(t.db, { role: 'parent' });
    familyCookie = await signInAs(t, family);
    const child = (name: string, subjects: string | null) =>
      createStudent(t.db, { parentId: family.id, name, grade: 'Year 11', subjects });
    mo = (await child('Mo', 'Mathematics')).id;
    eve = (await child('Eve', ' , ')).id;
    await child('Cy', 'English, science ');
  });
  const yearEleven = (subject: string, overrides: { scheduledFor?: Date } = {}) =>
    yearNine({
      academicYear: 'Year 11',
      subject,
      title: `Year 11 ${subject}`,
      scheduledFor: ago(30 * MINUTE),
      ...overrides,
    });
  const listed = async (id: number) =>
    (await register(id, tutorCookie))
      .json<RegisterPage>()
      .items.map((entry) => entry.name)
      .sort();

  it('expects those who study the subject, whatever its case; an empty list studies every subject', async () => {
    expect(await listed((await yearEleven('Science')).id)).toEqual(['Cy', 'Eve']);
    expect(await listed((await yearEleven('MATHEMATICS')).id)).toEqual(['Eve', 'Mo']);
    // The placeholder subject of a stream added by its link stands for no subject: the whole year.
    expect(await listed((await yearEleven(LIVE_SESSION_SUBJECT)).id)).toEqual(['Cy', 'Eve', 'Mo']);
  });

  it('records the join of a child of the year group who is not expected, and puts them on the register', async () => {
    const science = await yearEleven('Science', { scheduledFor: ago(2 * MINUTE) });
    const options = await t.get(`/api/scheduled-sessions/${science.id}/join`, {
      cookie: familyCookie,
    });
    expect(options.json<JoinOptions>().children.map((child) => child.name)).toContain('Mo');
    const res = await join(science.id, familyCookie, { studentId: mo });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await register(science.id, tutorCookie)).json<RegisterPage>();
    expect(statuses(page)).toEqual({
      Mo: ['present', false],
      Eve: ['absent', false],
      Cy: ['absent', false],
    });
    const saved = await saveRegister(science.id, tutorCookie, [{ studentId: mo, status: 'late' }]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('counts a child’s rate per subject over the sessions they were expected at or joined', async () => {
    await yearEleven('Science', { scheduledFor: ago(2 * DAY) });
    const subjectsOf = async (id: number) =>
      (await t.get(`/api/attendance/children/${id}`, { cookie: familyCookie }))
        .json<ChildAttendance>()
        .subjects.map((row) => row.subject);
    expect(await subjectsOf(mo)).not.toContain('Science');
    expect(await subjectsOf(eve)).toContain('Science');
  });
});

describe('what families see', () => {
  it('shows a parent their own child’s rate per subject and last sessions, and nobody else’s', async () => {
    const mum = await createUser(t.db, { role: 'parent' });
    const mumCookie = await signInAs(t, mum);
    const kit = (await createStudent(t.db, { parentId: mum.id, name: 'Kit', grade: 'Year 7' })).id;
    const yearSeven = (title: string, days: number, overrides = {}) =>
      yearNine({ academicYear: 'Year 7', title, scheduledFor: ago(days * DAY), ...overrides });
    const maths = await yearSeven('Maths A', 3);
    const maths2 = await yearSeven('Maths B', 2);
    const english = await yearSeven('English A', 1, { subject: 'English' });
    await yearSeven('Cancelled', 1, { status: 'cancelled' });
    await yearSeven('Too old', 93);
    await t.db.insert(attendanceMarks).values([
      { sessionId: maths.id, studentId: kit, status: 'present' },
      { sessionId: maths2.id, studentId: kit, status: 'absent' },
    ]);
    await t.db.insert(sessionJoins).values({
      sessionId: english.id,
      studentId: kit,
      joinedAt: new Date(english.scheduledFor.getTime() + 20 * MINUTE),
    });
    const res = await t.get(`/api/attendance/children/${kit}`, { cookie: mumCookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ChildAttendance>();
    expect(body.subjects).toEqual([
      { subject: 'English', sessions: 1, present: 0, late: 1, absent: 0, rate: 100 },
      { subject: 'Mathematics', sessions: 2, present: 1, late: 0, absent: 1, rate: 50 },
    ]);
    expect(body.recent.map((row) => [row.title, row.status])).toEqual([
      ['English A', 'late'],
      ['Maths B', 'absent'],
      ['Maths A', 'present'],
    ]);

    for (const cookie of [otherParentCookie, parentCookie, pupilCookie]) {
      expect((await t.get(`/api/attendance/children/${kit}`, { cookie })).statusCode).toBe(404);
    }
    expect(
      (await t.get(`/api/attendance/children/${kit}`, { cookie: tutorCookie })).statusCode,
    ).toBe(403);
  });

  it('marks the family’s past sessions in the schedule with its own children only', async () => {
    const session = await yearNine({ scheduledFor: ago(5 * DAY), title: 'Marked' });
    await t.db.insert(attendanceMarks).values([
      { sessionId: session.id, studentId: amira, status: 'late' },
      { sessionId: session.id, studentId: pupilProfile, status: 'present' },
    ]);
    const range = `from=${ago(6 * DAY).toISOString()}&to=${ago(4 * DAY).toISOString()}`;
    const res = await t.get(`/api/attendance/sessions?${range}`, { cookie: parentCookie });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<FamilyMarksPage>().items.find((row) => row.id === session.id);
    expect(item?.marks).toEqual([
      { studentId: sam, name: 'Sam', status: 'absent' },
      { studentId: amira, name: 'Amira', status: 'late' },
    ]);
    // A session still running has no marks yet: nobody is absent before it is over.
    const running = await yearNine({ scheduledFor: ago(5 * MINUTE), duration: 60 });
    const now = await t.get(
      `/api/attendance/sessions?from=${ago(10 * MINUTE).toISOString()}&to=${ago(-MINUTE).toISOString()}`,
      { cookie: parentCookie },
    );
    expect(now.json<FamilyMarksPage>().items).toContainEqual({ id: running.id, marks: [] });
    const other = await t.get(`/api/attendance/sessions?${range}`, { cookie: otherParentCookie });
    expect(other.json<FamilyMarksPage>().items.map((row) => row.id)).not.toContain(session.id);
    const tooLong = await t.get(
      `/api/attendance/sessions?from=${ago(100 * DAY).toISOString()}&to=${ago(0).toISOString()}`,
      { cookie: parentCookie },
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the absence email', () => {
  let engine: JobEngine;
  let mail: Mail;
  beforeAll(async () => {
    engine = await startJobEngine({
      database: t.database,
      queues: [],
      log: t.app.log,
      maintain: false,
    });
    mail = createMail(t.config, engine);
  });
  afterAll(() => engine.stop());

  const sweep = (now: Date) =>
    sendAbsenceAlerts({ db: t.db, mail, publicUrl: t.config.publicUrl }, now);

  it('goes once to each parent whose expected child has not joined 10 minutes after the start', async () => {
    const quiet = await createUser(t.db, { role: 'parent', absenceAlertsEnabled: false });
    await createStudent(t.db, { parentId: quiet.id, name: 'Quinn', grade: 'Year 10' });
    const busy = await createUser(t.db, { role: 'parent', fullName: 'Bea Busy' });
    await createStudent(t.db, { parentId: busy.id, name: 'Bo', grade: 'Year 10' });
    await createStudent(t.db, { parentId: busy.id, name: 'Cy', grade: 'Year 10' });
    const joined = await createUser(t.db, { role: 'parent' });
    const jo = await createStudent(t.db, { parentId: joined.id, name: 'Jo', grade: 'Year 10' });
    const start = new Date('2026-03-03T16:30:00Z');
    const session = await yearNine({
      academicYear: 'Year 10',
      scheduledFor: start,
      title: 'Year 10 Physics: forces',
    });
    await t.db.insert(sessionJoins).values({ sessionId: session.id, studentId: jo.id });

    expect(await sweep(new Date(start.getTime() + 9 * MINUTE))).toBe(0);
    await sweep(new Date(start.getTime() + 10 * MINUTE));
    await sweep(new Date(start.getTime() + 11 * MINUTE));
    expect(await sweep(new Date(start.getTime() + 21 * MINUTE))).toBe(0);

    const sent = await emailsTo(t.db, busy.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Bo and Cy have not joined Year 10 Physics: forces');
    expect(sent[0]!.textBody).toContain('4:30 PM');
    expect(sent[0]!.textBody).toContain(`/student/session/${session.id}`);
    expect(await emailsTo(t.db, quiet.email)).toHaveLength(0);
    expect(await emailsTo(t.db, joined.email)).toHaveLength(0);
  });

  it('names only the children expected: a child who does not study the subject is not missed', async () => {
    const mixed = await createUser(t.db, { role: 'parent' });
    await createStudent(t.db, { parentId: mixed.id, name: 'Max', grade: 'Year 12' });
    await createStudent(t.db, {
      parentId: mixed.id,
      name: 'Ivy',
      grade: 'Year 12',
      subjects: 'Science',
    });
    const start = new Date('2026-03-04T16:30:00Z');
    await yearNine({
      academicYear: 'Year 12',
      subject: 'Science',
      scheduledFor: start,
      title: 'Year 12 Science: cells',
    });
    await sweep(new Date(start.getTime() + 10 * MINUTE));
    const sent = await emailsTo(t.db, mixed.email);
    expect(sent.map((email) => email.subject)).toEqual([
      'Ivy has not joined Year 12 Science: cells',
    ]);
  });
});

describe('email notification settings', () => {
  it('reads and changes the three switches', async () => {
    const user = await createUser(t.db, { role: 'parent' });
    const cookie = await signInAs(t, user);
    const read = await t.get('/api/account/notifications', { cookie });
    expect(read.json()).toEqual({ absenceAlerts: true, weeklyDigest: true, messageEmails: true });
    const change = { absenceAlerts: false, weeklyDigest: true, messageEmails: false };
    const res = await put(t, '/api/account/notifications', change, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(change);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      absenceAlertsEnabled: false,
      weeklyDigestEnabled: true,
      messageEmailsEnabled: false,
    });
    expect(
      (await put(t, '/api/account/notifications', { absenceAlerts: 'no' }, cookie)).statusCode,
    ).toBe(400);
  });
});
