import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import {
  createResource,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { Resource, ScheduledSession } from '../../src/shared/content/schemas.js';
import type { ErrorBody } from '../../src/shared/api/contract.js';
import {
  rangeBackwardsMessage,
  rangeTooLongMessage,
  type ScheduledSessionPage,
} from '../../src/shared/family/sessions.js';
import { createTestApp, signInAs, type Response, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';
import { withQuery } from './support/query.js';

/*
 * Spec 2 §7 scheduled-session reads, each answering only with what the signed-in user may see
 * (docs/decisions/006): a student their own year group and one-to-ones, a parent their children's,
 * a tutor their own sessions, an admin everything. Two families prove nothing leaks across.
 */

let t: TestApp;
let tutorOne: UserRow;
let tutorTwo: UserRow;
let admin: UserRow;
let parentA: UserRow;
let studentA: UserRow;
let parentB: UserRow;
let studentB: UserRow;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  tutorOne = await createTutor(db, { fullName: 'Tutor One' });
  tutorTwo = await createTutor(db, { fullName: 'Tutor Two' });
  admin = await createUser(db, { role: 'admin' });
  parentA = await createUser(db, { role: 'parent', fullName: 'Parent A' });
  studentA = await createUser(db, { role: 'student', fullName: 'Student A' });
  parentB = await createUser(db, { role: 'parent', fullName: 'Parent B' });
  studentB = await createUser(db, { role: 'student', fullName: 'Student B' });

  // Family A: one child with a sign-in (Year 10), one without (Year 7). Family B: Year 9.
  const profileA = await createStudent(db, {
    userId: studentA.id,
    parentId: parentA.id,
    grade: 'Year 10',
    tutorId: tutorOne.id,
  });
  await createStudent(db, { parentId: parentA.id, grade: 'Year 7' });
  const profileB = await createStudent(db, {
    userId: studentB.id,
    parentId: parentB.id,
    grade: 'Year 9',
    tutorId: tutorTwo.id,
  });

  const session = async (name: string, values: Parameters<typeof createScheduledSession>[1]) => {
    ids[name] = (await createScheduledSession(db, { title: `Session ${name}`, ...values })).id;
  };
  await session('year10', {
    academicYear: 'Year 10',
    tutorId: tutorOne.id,
    scheduledFor: inDays(2),
  });
  await session('year7', { academicYear: 'Year 7', tutorId: tutorTwo.id, scheduledFor: inDays(3) });
  await session('year9', { academicYear: 'Year 9', tutorId: tutorOne.id, scheduledFor: inDays(4) });
  await session('oneToOneA', {
    academicYear: 'Year 10',
    studentId: profileA.id,
    tutorId: tutorTwo.id,
    scheduledFor: inDays(5),
  });
  await session('oneToOneB', {
    academicYear: 'Year 9',
    studentId: profileB.id,
    tutorId: tutorOne.id,
    scheduledFor: inDays(6),
  });
  await session('pastYear10', {
    academicYear: 'Year 10',
    tutorId: tutorOne.id,
    scheduledFor: inDays(-3),
    status: 'completed',
  });
  await session('cancelledYear10', {
    academicYear: 'Year 10',
    tutorId: tutorOne.id,
    scheduledFor: inDays(7),
    status: 'cancelled',
  });
  await session('farYear10', {
    academicYear: 'Year 10',
    tutorId: tutorOne.id,
    scheduledFor: inDays(200),
  });

  for (const [name, user] of Object.entries({
    tutorOne,
    tutorTwo,
    admin,
    parentA,
    studentA,
    parentB,
    studentB,
  })) {
    cookies[name] = await signInAs(t, user);
  }
});
afterAll(() => t.close());

const idsOf = (sessions: ScheduledSession[]) => sessions.map((s) => s.id);
const named = (...names: string[]) => names.map((name) => ids[name]!);
const getAs = (who: string, url: string) => t.get(url, { cookie: cookies[who]! });

describe('GET /api/scheduled-sessions/upcoming', () => {
  it('needs a session', async () => {
    expect((await t.get('/api/scheduled-sessions/upcoming')).statusCode).toBe(401);
  });

  it('gives a student their year group and their own one-to-ones, soonest first', async () => {
    const res = await getAs('studentA', '/api/scheduled-sessions/upcoming');
    expect(res.statusCode).toBe(200);
    const sessions = res.json<ScheduledSession[]>();
    expect(idsOf(sessions)).toEqual(named('year10', 'oneToOneA', 'farYear10'));
    expect(sessions[0]).toMatchObject({ title: 'Session year10', tutorName: 'Tutor One' });
  });

  it("gives a parent every child's sessions and nothing of another family", async () => {
    const res = await getAs('parentA', '/api/scheduled-sessions/upcoming');
    expect(idsOf(res.json<ScheduledSession[]>())).toEqual(
      named('year10', 'year7', 'oneToOneA', 'farYear10'),
    );
    const other = await getAs('parentB', '/api/scheduled-sessions/upcoming');
    expect(idsOf(other.json<ScheduledSession[]>())).toEqual(named('year9', 'oneToOneB'));
  });

  it('gives a tutor their own sessions and an admin all of them', async () => {
    const tutor = await getAs('tutorTwo', '/api/scheduled-sessions/upcoming');
    expect(idsOf(tutor.json<ScheduledSession[]>())).toEqual(named('year7', 'oneToOneA'));
    const all = await getAs('admin', '/api/scheduled-sessions/upcoming');
    expect(idsOf(all.json<ScheduledSession[]>())).toEqual(
      named('year10', 'year7', 'year9', 'oneToOneA', 'oneToOneB', 'farYear10'),
    );
  });
});

describe('GET /api/scheduled-sessions/:id', () => {
  it('shows a session the family attends', async () => {
    const res = await getAs('parentA', `/api/scheduled-sessions/${ids.year7}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ScheduledSession>()).toMatchObject({ id: ids.year7, academicYear: 'Year 7' });
    expect((await getAs('studentA', `/api/scheduled-sessions/${ids.pastYear10}`)).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another family's session, a sibling's group and an unknown id", async () => {
    expect((await getAs('studentA', `/api/scheduled-sessions/${ids.oneToOneB}`)).statusCode).toBe(
      404,
    );
    expect((await getAs('parentB', `/api/scheduled-sessions/${ids.year10}`)).statusCode).toBe(404);
    // Year 7 is Student A's brother's group, not hers.
    expect((await getAs('studentA', `/api/scheduled-sessions/${ids.year7}`)).statusCode).toBe(404);
    expect((await getAs('tutorTwo', `/api/scheduled-sessions/${ids.year10}`)).statusCode).toBe(404);
    expect((await getAs('admin', '/api/scheduled-sessions/999999')).statusCode).toBe(404);
    expect((await getAs('admin', '/api/scheduled-sessions/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/scheduled-sessions/student/:userId', () => {
  const url = (userId: number, query: Record<string, string> = {}) =>
    withQuery(`/api/scheduled-sessions/student/${userId}`, query);
  const from = inDays(-10, 0).toISOString();
  const all10 = () => named('pastYear10', 'year10', 'oneToOneA', 'cancelledYear10');

  it("gives a student, their parent, their tutor and an admin the student's sessions", async () => {
    for (const who of ['studentA', 'parentA', 'tutorOne', 'admin']) {
      const res = await getAs(who, url(studentA.id, { from }));
      expect(res.statusCode, who).toBe(200);
      expect(idsOf(res.json<ScheduledSessionPage>().items), who).toEqual(all10());
    }
  });

  it('lists the next 92 days by default, and any other range of up to 92 days', async () => {
    const next = await getAs('studentA', url(studentA.id));
    expect(idsOf(next.json<ScheduledSessionPage>().items)).toEqual(
      named('year10', 'oneToOneA', 'cancelledYear10'),
    );
    const far = await getAs(
      'studentA',
      url(studentA.id, { from: inDays(150).toISOString(), to: inDays(240).toISOString() }),
    );
    expect(idsOf(far.json<ScheduledSessionPage>().items)).toEqual(named('farYear10'));
  });

  it("gives a parent the whole family's sessions under their own id", async () => {
    const res = await getAs('parentA', url(parentA.id, { from }));
    expect(idsOf(res.json<ScheduledSessionPage>().items)).toEqual(
      named('pastYear10', 'year10', 'year7', 'oneToOneA', 'cancelledYear10'),
    );
  });

  it("gives a tutor under a parent's id only the children they tutor, not the siblings", async () => {
    const res = await getAs('tutorOne', url(parentA.id, { from }));
    expect(res.statusCode).toBe(200);
    // Year 7 is the sibling's group: Tutor One does not teach that child.
    expect(idsOf(res.json<ScheduledSessionPage>().items)).toEqual(all10());
  });

  it("answers 403 for someone else's child and 404 for an unknown user", async () => {
    for (const [who, userId] of [
      ['parentB', studentA.id],
      ['studentB', studentA.id],
      ['tutorTwo', studentA.id],
      ['studentA', parentA.id],
      ['parentA', studentB.id],
    ] as const) {
      const res = await getAs(who, url(userId, { from }));
      expect(res.statusCode, `${who} -> ${userId}`).toBe(403);
      expect(res.body).not.toContain('Session');
    }
    expect((await getAs('parentA', url(999999))).statusCode).toBe(404);
  });

  it('refuses a range longer than 92 days or ending before it starts', async () => {
    await expectRangeRules((query) => getAs('studentA', url(studentA.id, query)));
  });

  it('pages through a range without repeating or missing a session', async () => {
    const family = await pagedFamily();
    await expectPagingContract(t, {
      url: url(family.student.id, { from: inDays(30, 0).toISOString() }),
      cookie: family.cookie,
      insert: family.insert,
    });
  });
});

describe('GET /api/student/scheduled-sessions', () => {
  const RANGE = '/api/student/scheduled-sessions';
  const items = (res: { json: <T>() => T }) => res.json<ScheduledSessionPage>().items;

  it('gives the family sessions from a month back to two months ahead by default', async () => {
    const res = await getAs('studentA', RANGE);
    expect(res.statusCode).toBe(200);
    expect(idsOf(items(res))).toEqual(
      named('pastYear10', 'year10', 'oneToOneA', 'cancelledYear10'),
    );
    expect(res.json<ScheduledSessionPage>().nextCursor).toBeNull();
  });

  it('keeps to the range asked for', async () => {
    const from = inDays(4, 0).toISOString();
    const to = inDays(8, 0).toISOString();
    const res = await getAs('parentA', withQuery(RANGE, { from, to }));
    expect(idsOf(items(res))).toEqual(named('oneToOneA', 'cancelledYear10'));
    const other = await getAs('parentB', withQuery(RANGE, { from, to }));
    expect(idsOf(items(other))).toEqual(named('year9', 'oneToOneB'));
    const tutor = await getAs('tutorTwo', withQuery(RANGE, { from, to }));
    expect(idsOf(items(tutor))).toEqual(named('oneToOneA'));
    // A start alone gives the 92 days from it.
    const far = await getAs('studentA', withQuery(RANGE, { from: inDays(150).toISOString() }));
    expect(idsOf(items(far))).toEqual(named('farYear10'));
  });

  it('refuses a date that is not one, a range longer than 92 days or ending before it starts', async () => {
    expect((await getAs('studentA', `${RANGE}?from=soon`)).statusCode).toBe(400);
    await expectRangeRules((query) => getAs('studentA', withQuery(RANGE, query)));
  });

  it('pages through a range without repeating or missing a session', async () => {
    const family = await pagedFamily();
    await expectPagingContract(t, {
      url: withQuery(RANGE, { from: inDays(30, 0).toISOString() }),
      cookie: family.cookie,
      insert: family.insert,
    });
  });
});

/** The two 400s every range call gives, with the message on the `to` field. */
async function expectRangeRules(get: (query: Record<string, string>) => Promise<Response>) {
  for (const [query, message] of [
    [{ from: inDays(0, 0).toISOString(), to: inDays(93, 0).toISOString() }, rangeTooLongMessage],
    [{ to: '2030-01-01T00:00:00Z', from: '2020-01-01T00:00:00Z' }, rangeTooLongMessage],
    [{ from: inDays(5, 0).toISOString(), to: inDays(5, 0).toISOString() }, rangeBackwardsMessage],
  ] as const) {
    const res = await get(query);
    expect(res.statusCode, JSON.stringify(query)).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({ message, errors: { to: [message] } });
  }
  const longest = await get({ from: inDays(0, 0).toISOString(), to: inDays(92, 0).toISOString() });
  expect(longest.statusCode).toBe(200);
}

let families = 0;

/**
 * A parent whose child (with a sign-in) is the only Year 6 pupil here, and a way to add sessions
 * that child attends 30 to 40 days from now: a third one-to-ones, the rest Year 6 group sessions,
 * several at the same instant so that the id decides their order.
 */
async function pagedFamily() {
  families += 1;
  const parent = await createUser(t.db, { role: 'parent' });
  const student = await createUser(t.db, { role: 'student' });
  const grade = families === 1 ? 'Year 6' : 'Year 5';
  const profile = await createStudent(t.db, { userId: student.id, parentId: parent.id, grade });
  let made = 0;
  const insert = async (count: number) => {
    const added: number[] = [];
    for (let i = 0; i < count; i++) {
      made += 1;
      const session = await createScheduledSession(t.db, {
        tutorId: tutorOne.id,
        academicYear: grade,
        studentId: made % 3 === 0 ? profile.id : null,
        scheduledFor: inDays(30 + (made % 4), 10),
      });
      added.push(session.id);
    }
    return added;
  };
  return { parent, student, cookie: await signInAs(t, parent), insert };
}

describe('GET /api/scheduled-sessions/:id/resources', () => {
  it("lists the resources of the session's subject, whatever its case, for whoever sees it", async () => {
    const maths = await createResource(t.db, { tutorId: tutorOne.id, subject: 'mathematics' });
    await createResource(t.db, { tutorId: tutorOne.id, subject: 'English' });
    const res = await getAs('studentA', `/api/scheduled-sessions/${ids.year10}/resources`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Resource[]>().map((r) => r.id)).toEqual([maths.id]);
    const hidden = await getAs('studentB', `/api/scheduled-sessions/${ids.year10}/resources`);
    expect(hidden.statusCode).toBe(404);
  });
});
