import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import { DAY_MS } from '../../src/shared/dates/durations.js';
import type { ScheduledSessionPage } from '../../src/shared/family/sessions.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 28 §6: the family's schedule names the child each session is for. The server says so
 * (`forChildren`) by the roster rule, so the web no longer guesses from year groups: two Year 10
 * children, one of them in a class, see the class's session named for that one only.
 */

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

let t: TestApp;
let parentCookie: string;
let tutorCookie: string;
let parentId: number;
const kid: Record<'ada' | 'ben' | 'cy', { id: number; name: string }> = {} as never;
const session: Record<'cls' | 'year10' | 'oneToOne' | 'year7', number> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await createTutor(t.db);
  tutorCookie = await signInAs(t, tutor);
  const parent = await createUser(t.db, { role: 'parent' });
  parentId = parent.id;
  parentCookie = await signInAs(t, parent);
  for (const [key, name, grade] of [
    ['ada', 'Ada Lovelace', 'Year 10'],
    ['ben', 'Ben Lovelace', 'Year 10'],
    ['cy', 'Cy Lovelace', 'Year 7'],
  ] as const) {
    const row = await createStudent(t.db, { parentId: parent.id, name, grade, subjects: '' });
    kid[key] = { id: row.id, name };
  }
  const cls = await makeClass(t.db, { tutorId: tutor.id });
  await enrol(t.db, cls, kid.ada.id);
  session.cls = (await classSession(t.db, cls, { scheduledFor: daysFromNow(1) })).id;
  session.year10 = (
    await createScheduledSession(t.db, { tutorId: tutor.id, scheduledFor: daysFromNow(2) })
  ).id;
  session.oneToOne = (
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      studentId: kid.ben.id,
      academicYear: null,
      scheduledFor: daysFromNow(3),
    })
  ).id;
  session.year7 = (
    await createScheduledSession(t.db, {
      tutorId: tutor.id,
      academicYear: 'Year 7',
      scheduledFor: daysFromNow(4),
    })
  ).id;
});
afterAll(() => t.close());

const names = (sessions: ScheduledSession[]) =>
  Object.fromEntries(sessions.map((s) => [s.id, s.forChildren?.map((c) => c.name)]));

const expected = () => ({
  [session.cls]: [kid.ada.name],
  [session.year10]: [kid.ada.name, kid.ben.name],
  [session.oneToOne]: [kid.ben.name],
  [session.year7]: [kid.cy.name],
});

describe('which of the family’s children a session is for', () => {
  it('is on a parent’s upcoming sessions, by the roster, year group and one-to-one', async () => {
    const res = await t.get('/api/scheduled-sessions/upcoming', { cookie: parentCookie });
    expect(names(res.json<ScheduledSession[]>())).toEqual(expected());
  });

  it('is on the calendar’s range, the family schedule of a user, and one session', async () => {
    const range = `from=${daysFromNow(0).toISOString()}&to=${daysFromNow(10).toISOString()}`;
    const calendar = await t.get(`/api/student/scheduled-sessions?${range}`, {
      cookie: parentCookie,
    });
    expect(names(calendar.json<ScheduledSessionPage>().items)).toEqual(expected());
    const ofUser = await t.get(`/api/scheduled-sessions/student/${parentId}?${range}`, {
      cookie: parentCookie,
    });
    expect(names(ofUser.json<ScheduledSessionPage>().items)).toEqual(expected());
    const one = await t.get(`/api/scheduled-sessions/${session.cls}`, { cookie: parentCookie });
    expect(one.json<ScheduledSession>().forChildren).toEqual([kid.ada]);
  });

  it('names no child to a tutor', async () => {
    const res = await t.get('/api/scheduled-sessions/upcoming', { cookie: tutorCookie });
    for (const s of res.json<ScheduledSession[]>()) expect(s.forChildren ?? null).toBeNull();
  });
});
