import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classEnrolments,
  classPreferences,
  classWaitlist,
} from '../../src/server/db/schema-classes.js';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { ErrorBody } from '../../src/shared/api/contract.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import { sweepOffers } from '../../src/server/features/enrolment/waitlist.js';
import { queues } from '../../src/server/job-registry.js';
import { createServices, type Services } from '../../src/server/services.js';
import { ENROLMENT_MSG } from '../../src/shared/classes/enrolment-messages.js';
import type { ChildClasses } from '../../src/shared/classes/enrolment-schemas.js';
import { WAITLIST_OFFER_HOURS } from '../../src/shared/classes/rules.js';
import { HOUR_MS } from '../../src/shared/dates/durations.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { createTestApp, emailsTo, type TestApp } from './support/app.js';
import { sessionCookieOf } from './support/direct-session.js';

/*
 * Issue 28 §3: parents choose classes with free places or wait; capacity holds under
 * concurrency; a freed place is offered to the first waiting for 48 hours, then to the next.
 */

let t: TestApp;
let services: Services;
let tutorId: number;

beforeAll(async () => {
  t = await createTestApp();
  // A second set of services without workers, to run the sweep at a time the test chooses.
  services = await createServices({
    config: t.config,
    database: t.database,
    log: pino({ level: 'silent' }),
    workers: false,
    queues,
  });
  tutorId = (await createTutor(t.db, { fullName: 'Tara Tutor' })).id;
});
afterAll(async () => {
  await services.jobs.stop(0);
  await t.close();
});

async function family(grade = 'Year 10', name = 'Ella') {
  const parent = await createUser(t.db, { role: 'parent' });
  const child = await createStudent(t.db, { parentId: parent.id, name, grade });
  return { parent, child, cookie: await sessionCookieOf(t.db, parent) };
}

const join = (f: { child: { id: number }; cookie: string }, classId: number) =>
  t.post(`/api/family/children/${f.child.id}/enrolments`, { classId }, { cookie: f.cookie });
const wait = (f: { child: { id: number }; cookie: string }, classId: number) =>
  t.post(`/api/family/children/${f.child.id}/waitlist`, { classId }, { cookie: f.cookie });
const choices = async (f: { child: { id: number }; cookie: string }) => {
  const res = await t.get(`/api/family/children/${f.child.id}/classes`, { cookie: f.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChildClasses>();
};

async function fill(classRow: { id: number; subject: string }, count: number) {
  for (let i = 0; i < count; i += 1) {
    const child = await createStudent(t.db, { grade: 'Year 10' });
    await enrol(t.db, classRow, child.id);
  }
}

describe('a parent chooses classes', () => {
  it("lists the year group's open classes per subject with places, times and tutor", async () => {
    const f = await family();
    const open = await makeClass(t.db, { tutorId, name: 'Maths Tuesday', capacity: 4 });
    await fill(open, 1);
    await makeClass(t.db, { tutorId, name: 'Maths closed', closedAt: new Date() });
    await makeClass(t.db, { tutorId, name: 'Year 9 Maths', yearGroup: 'Year 9' });
    const { subjects } = await choices(f);
    const maths = subjects.find((s) => s.subject === 'Mathematics')!;
    const listed = maths.classes.find((c) => c.id === open.id)!;
    expect(listed).toMatchObject({
      tutorName: 'Tara Tutor',
      capacity: 4,
      placesLeft: 3,
      slots: [{ weekday: 2, startsAt: '16:00', duration: 60 }],
    });
    const names = maths.classes.map((c) => c.name);
    expect(names).not.toContain('Maths closed');
    expect(names).not.toContain('Year 9 Maths');
    expect(maths.current).toBeNull();
  });

  it("answers 404 for another family's child", async () => {
    const f = await family();
    const other = await family();
    const cls = await makeClass(t.db, { tutorId });
    const res = await t.get(`/api/family/children/${other.child.id}/classes`, { cookie: f.cookie });
    expect(res.statusCode).toBe(404);
    const join = await t.post(
      `/api/family/children/${other.child.id}/enrolments`,
      { classId: cls.id },
      { cookie: f.cookie },
    );
    expect(join.statusCode).toBe(404);
  });

  it('puts a child in one class per subject, and refuses another year group', async () => {
    const f = await family();
    const a = await makeClass(t.db, { tutorId });
    const b = await makeClass(t.db, { tutorId });
    const year9 = await makeClass(t.db, { tutorId, yearGroup: 'Year 9' });
    const first = await join(f, a.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ classId: a.id, joinedOn: ukDayOf(new Date()) });
    const second = await join(f, b.id);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().message).toBe(ENROLMENT_MSG.alreadyInSubject);
    const again = await join(f, a.id);
    expect(again.statusCode).toBe(409);
    const wrongYear = await join(f, year9.id);
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json<ErrorBody>().message).toBe(ENROLMENT_MSG.otherYearGroup);
    const english = await makeClass(t.db, { tutorId, subject: 'English' });
    expect((await join(f, english.id)).statusCode).toBe(201);
    const maths = (await choices(f)).subjects.find((s) => s.subject === 'Mathematics')!;
    expect(maths.current?.id).toBe(a.id);
  });

  it('leaving ends the place from today and lets the child join another', async () => {
    const f = await family();
    const a = await makeClass(t.db, { tutorId });
    const b = await makeClass(t.db, { tutorId });
    await enrol(t.db, a, f.child.id, { joinedOn: '2026-09-01' });
    const left = await t.request({
      method: 'DELETE',
      url: `/api/family/children/${f.child.id}/enrolments/${a.id}`,
      cookie: f.cookie,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ joinedOn: '2026-09-01', leftOn: ukDayOf(new Date()) });
    expect((await join(f, b.id)).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.studentId, f.child.id));
    // History stays: the ended row is kept.
    expect(rows).toHaveLength(2);
  });

  it('keeps up to three preferred times per child and subject', async () => {
    const f = await family();
    const url = `/api/family/children/${f.child.id}/preferences`;
    const times = [
      { weekday: 2, startsAt: '16:00' },
      { weekday: 4, startsAt: '17:30' },
    ];
    const ok = await t.request({
      method: 'PUT',
      url,
      payload: { subject: 'Mathematics', times },
      cookie: f.cookie,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const four = [...times, { weekday: 1, startsAt: '09:00' }, { weekday: 5, startsAt: '10:00' }];
    const tooMany = await t.request({
      method: 'PUT',
      url,
      payload: { subject: 'Mathematics', times: four },
      cookie: f.cookie,
    });
    expect(tooMany.statusCode).toBe(400);
    const badTime = await t.request({
      method: 'PUT',
      url,
      payload: { subject: 'Mathematics', times: [{ weekday: 2, startsAt: '25:00' }] },
      cookie: f.cookie,
    });
    expect(badTime.statusCode).toBe(400);
    const saved = await t.db
      .select()
      .from(classPreferences)
      .where(eq(classPreferences.studentId, f.child.id));
    expect(saved.map((row) => row.times)).toEqual([times]);
    const maths = (await choices(f)).subjects.find((s) => s.subject === 'Mathematics')!;
    expect(maths.preferences).toEqual(times);
  });
});

describe('capacity under concurrency', () => {
  it('gives the last 3 places to exactly 3 of 100 parents asking at once', async () => {
    const cls = await makeClass(t.db, { tutorId, capacity: 12 });
    await fill(cls, 9);
    const families = await Promise.all(Array.from({ length: 100 }, () => family()));
    const answers = await Promise.all(families.map((f) => join(f, cls.id)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(97);
    const full = answers.find((res) => res.statusCode === 409)!;
    expect(full.json<ErrorBody>().message).toBe(ENROLMENT_MSG.classFull);
    const roster = await t.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.classId, cls.id));
    expect(roster).toHaveLength(12);
  }, 60_000);
});

describe('the waiting list', () => {
  it('offers a freed place to the first waiting by email, then the next when it lapses', async () => {
    const cls = await makeClass(t.db, { tutorId, capacity: 2, name: 'Maths Thursday' });
    const leaver = await family('Year 10', 'Leo');
    await enrol(t.db, cls, leaver.child.id);
    await fill(cls, 1);
    const first = await family('Year 10', 'Fay');
    const second = await family('Year 10', 'Sid');
    expect((await join(first, cls.id)).json<ErrorBody>().message).toBe(ENROLMENT_MSG.classFull);
    expect((await wait(first, cls.id)).statusCode).toBe(201);
    expect((await wait(second, cls.id)).statusCode).toBe(201);
    expect((await wait(second, cls.id)).json<ErrorBody>().message).toBe(
      ENROLMENT_MSG.alreadyWaiting,
    );
    const positions = (await choices(second)).subjects[0]!.waitlist;
    expect(positions).toEqual([
      expect.objectContaining({ classId: cls.id, status: 'waiting', position: 2 }),
    ]);

    const before = Date.now();
    const left = await t.request({
      method: 'DELETE',
      url: `/api/family/children/${leaver.child.id}/enrolments/${cls.id}`,
      cookie: leaver.cookie,
    });
    expect(left.statusCode).toBe(200);
    await t.jobsIdle();

    const offer = (await choices(first)).subjects[0]!.waitlist[0]!;
    expect(offer).toMatchObject({ status: 'offered', position: 0 });
    const expires = new Date(offer.offerExpiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + WAITLIST_OFFER_HOURS * HOUR_MS);
    const [email] = await emailsTo(t.db, first.parent.email);
    expect(email?.subject).toBe('A place for Fay in Maths Thursday');
    expect(email?.textBody).toContain('48 hours');
    expect(email?.htmlBody).toContain('/parent-dashboard/classes');
    // The offered place is held: nobody else may take it.
    const someoneElse = await family();
    expect((await join(someoneElse, cls.id)).statusCode).toBe(409);
    expect(
      (await choices(someoneElse)).subjects[0]!.classes.find((c) => c.id === cls.id),
    ).toMatchObject({
      placesLeft: 0,
      waiting: 1,
    });

    // 48 hours pass without an answer: the offer lapses and Sid is offered the place.
    const later = new Date(expires + HOUR_MS);
    const swept = await sweepOffers(
      { db: t.db, mail: services.mail, publicUrl: t.config.publicUrl },
      later,
    );
    expect(swept).toMatchObject({ expired: 1, offered: 1 });
    const [lapsed] = await t.db
      .select()
      .from(classWaitlist)
      .where(and(eq(classWaitlist.classId, cls.id), eq(classWaitlist.studentId, first.child.id)));
    expect(lapsed?.status).toBe('expired');
    const accept = `/api/family/children/${first.child.id}/waitlist/${cls.id}/accept`;
    expect((await t.post(accept, {}, { cookie: first.cookie })).statusCode).toBe(409);
    const next = (await choices(second)).subjects[0]!.waitlist[0]!;
    expect(next).toMatchObject({ status: 'offered' });
    expect(new Date(next.offerExpiresAt!).getTime()).toBe(
      later.getTime() + WAITLIST_OFFER_HOURS * HOUR_MS,
    );
    expect(await emailsTo(t.db, second.parent.email)).toHaveLength(1);

    const taken = await t.post(
      `/api/family/children/${second.child.id}/waitlist/${cls.id}/accept`,
      {},
      { cookie: second.cookie },
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await choices(second)).subjects[0]!.current?.id).toBe(cls.id);
  });

  it('a declined offer goes to the next waiting', async () => {
    const cls = await makeClass(t.db, { tutorId, capacity: 1 });
    const leaver = await family();
    await enrol(t.db, cls, leaver.child.id);
    const first = await family();
    const second = await family();
    await wait(first, cls.id);
    await wait(second, cls.id);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminCookie = await sessionCookieOf(t.db, admin);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/classes/${cls.id}/enrolments/${leaver.child.id}`,
      cookie: adminCookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.jobsIdle();
    const decline = `/api/family/children/${first.child.id}/waitlist/${cls.id}/decline`;
    expect((await t.post(decline, {}, { cookie: first.cookie })).statusCode).toBe(204);
    await t.jobsIdle();
    expect((await choices(second)).subjects[0]!.waitlist[0]).toMatchObject({ status: 'offered' });
  });

  it('refuses a waiting list for a class with places', async () => {
    const f = await family();
    const cls = await makeClass(t.db, { tutorId });
    expect((await wait(f, cls.id)).json<ErrorBody>().message).toBe(ENROLMENT_MSG.notFull);
  });
});

describe('admins add, move and remove children', () => {
  let cookie: string;
  let admin: UserRow;
  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin' });
    cookie = await sessionCookieOf(t.db, admin);
  });

  it('adds within capacity, moves within year group and subject in one step, and removes', async () => {
    const a = await makeClass(t.db, { tutorId, capacity: 2 });
    const b = await makeClass(t.db, { tutorId, capacity: 1 });
    const english = await makeClass(t.db, { tutorId, subject: 'English' });
    const kids = await Promise.all([1, 2, 3].map(() => createStudent(t.db, { grade: 'Year 10' })));
    const add = (classId: number, studentId: number) =>
      t.post(`/api/admin/classes/${classId}/enrolments`, { studentId }, { cookie });
    expect((await add(a.id, kids[0]!.id)).statusCode).toBe(201);
    expect((await add(a.id, kids[1]!.id)).statusCode).toBe(201);
    const over = await add(a.id, kids[2]!.id);
    expect(over.statusCode).toBe(409);
    expect(over.json<ErrorBody>().message).toBe(ENROLMENT_MSG.classFullAdmin);

    const moveTo = (studentId: number, toClassId: number) =>
      t.post(`/api/admin/classes/${a.id}/enrolments/${studentId}/move`, { toClassId }, { cookie });
    expect((await moveTo(kids[0]!.id, english.id)).json<ErrorBody>().message).toBe(
      ENROLMENT_MSG.sameSubjectOnly,
    );
    const moved = await moveTo(kids[0]!.id, b.id);
    expect(moved.statusCode, moved.body).toBe(201);
    const rows = await t.db
      .select()
      .from(classEnrolments)
      .where(eq(classEnrolments.studentId, kids[0]!.id));
    expect(rows.map((row) => [row.classId, row.leftOn])).toEqual(
      expect.arrayContaining([
        [a.id, ukDayOf(new Date())],
        [b.id, null],
      ]),
    );
    // b is now full: a move into it is refused and nothing changes.
    expect((await moveTo(kids[1]!.id, b.id)).statusCode).toBe(409);
    const stillIn = await t.db
      .select()
      .from(classEnrolments)
      .where(and(eq(classEnrolments.studentId, kids[1]!.id)));
    expect(stillIn.map((row) => row.leftOn)).toEqual([null]);

    const remove = await t.request({
      method: 'DELETE',
      url: `/api/admin/classes/${a.id}/enrolments/${kids[1]!.id}`,
      cookie,
    });
    expect(remove.statusCode).toBe(200);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/admin/classes/${a.id}/enrolments/${kids[1]!.id}`,
      cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('offers the children of the year group who are in no class of the subject', async () => {
    const grade = 'Year 8';
    const cls = await makeClass(t.db, { tutorId, yearGroup: grade });
    const other = await makeClass(t.db, { tutorId, yearGroup: grade });
    const free = await createStudent(t.db, { grade, name: 'Zara Candidate' });
    const placed = await createStudent(t.db, { grade, name: 'Zoe Candidate' });
    await enrol(t.db, other, placed.id);
    await createStudent(t.db, { grade: 'Year 9', name: 'Zed Candidate' });
    const res = await t.get(`/api/admin/classes/${cls.id}/candidates?search=candidate`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ studentId: free.id, name: 'Zara Candidate' }]);
  });

  it('is for admins only', async () => {
    const f = await family();
    const cls = await makeClass(t.db, { tutorId });
    const res = await t.post(
      `/api/admin/classes/${cls.id}/enrolments`,
      { studentId: f.child.id },
      { cookie: f.cookie },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('the family schedule', () => {
  it("names a class session's class", async () => {
    const f = await family();
    const cls = await makeClass(t.db, { tutorId, name: 'Maths Tuesday 4pm' });
    await enrol(t.db, cls, f.child.id);
    const session = await createScheduledSession(t.db, {
      tutorId,
      classId: cls.id,
      academicYear: 'Year 10',
      scheduledFor: inDays(3),
    });
    const res = await t.get('/api/scheduled-sessions/upcoming', { cookie: f.cookie });
    const listed = res.json<ScheduledSession[]>().find((row) => row.id === session.id);
    expect(listed?.className).toBe('Maths Tuesday 4pm');
  });
});

describe('leaving a class', () => {
  it("ends the child's access to its future sessions that day and keeps the past ones", async () => {
    const f = await family();
    const cls = await makeClass(t.db, { tutorId, name: 'Maths Friday' });
    await enrol(t.db, cls, f.child.id);
    const past = await classSession(t.db, cls, { scheduledFor: inDays(-7) });
    const future = await classSession(t.db, cls, { scheduledFor: inDays(3) });
    const seen = (id: number) =>
      t.get(`/api/scheduled-sessions/${id}`, { cookie: f.cookie }).then((res) => res.statusCode);
    expect(await seen(future.id)).toBe(200);

    const left = await t.request({
      method: 'DELETE',
      url: `/api/family/children/${f.child.id}/enrolments/${cls.id}`,
      cookie: f.cookie,
    });
    expect(left.statusCode).toBe(200);
    expect(await seen(future.id)).toBe(404);
    expect(await seen(past.id)).toBe(200);
    const upcoming = await t.get('/api/scheduled-sessions/upcoming', { cookie: f.cookie });
    expect(upcoming.json<ScheduledSession[]>().map((row) => row.id)).not.toContain(future.id);
  });
});
