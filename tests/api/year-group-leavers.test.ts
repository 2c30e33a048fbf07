import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { scheduledSessions } from '../../src/server/db/schema.js';
import { students, type UserRow } from '../../src/server/db/schema.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { pupilsOf } from '../../src/server/policies/sessions.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { DAY_MS } from '../../src/shared/dates/durations.js';
import type { RegisterPage } from '../../src/shared/attendance/schemas.js';
import type { ScheduledSessionPage } from '../../src/shared/family/sessions.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 28 §1 and §5: the roll-over gives a Year 11 leaver `students.left_on` and keeps their year
 * group. A session open to the whole of Year 11 is theirs only before that day: they keep their
 * history, and see, join and are expected at nothing after it.
 */

const YEAR_11 = 'Year 11 (GCSE)';
type SessionRow = typeof scheduledSessions.$inferSelect;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

let t: TestApp;
let tutorCookie: string;
const family: Record<string, { parent: UserRow; child: number; cookie: string }> = {};
let before: SessionRow;
let after: SessionRow;
let coming: SessionRow;

beforeAll(async () => {
  t = await createTestApp();
  const tutor = await createTutor(t.db);
  tutorCookie = await signInAs(t, tutor);
  const leftOn = ukDayOf(daysFromNow(-30));
  for (const [name, left] of [
    ['leaver', leftOn],
    ['stayer', null],
  ] as const) {
    const parent = await createUser(t.db, { role: 'parent' });
    const child = await createStudent(t.db, {
      parentId: parent.id,
      name,
      grade: YEAR_11,
      subjects: '',
      leftOn: left,
      createdAt: daysFromNow(-700),
    });
    family[name] = { parent, child: child.id, cookie: await signInAs(t, parent) };
  }
  const open = (days: number) =>
    createScheduledSession(t.db, {
      tutorId: tutor.id,
      title: 'Year 11 revision masterclass',
      academicYear: YEAR_11,
      scheduledFor: daysFromNow(days),
      status: 'confirmed',
      youtubeUrl: 'https://www.youtube.com/watch?v=2ZzuZvz33X0',
    });
  before = await open(-60);
  after = await open(-10);
  coming = await open(3);
});
afterAll(() => t.close());

const cookieOf = (name: string) => family[name]!.cookie;
const statusOf = async (name: string, id: number) =>
  (await t.get(`/api/scheduled-sessions/${id}`, { cookie: cookieOf(name) })).statusCode;
const rangeOf = async (name: string) => {
  const from = daysFromNow(-80).toISOString();
  const to = daysFromNow(10).toISOString();
  const res = await t.get(`/api/student/scheduled-sessions?from=${from}&to=${to}`, {
    cookie: cookieOf(name),
  });
  return res.json<ScheduledSessionPage>().items.map((s) => s.id);
};
const registerOf = async (id: number) =>
  (await t.get(`/api/scheduled-sessions/${id}/register`, { cookie: tutorCookie }))
    .json<RegisterPage>()
    .items.map((row) => row.id);

describe('a Year 11 leaver and the sessions open to Year 11', () => {
  it('keeps the sessions before the day they left and sees none from it', async () => {
    expect(await rangeOf('stayer')).toEqual([before.id, after.id, coming.id]);
    expect(await rangeOf('leaver')).toEqual([before.id]);
    expect(await statusOf('leaver', before.id)).toBe(200);
    expect(await statusOf('leaver', after.id)).toBe(404);
    expect(await statusOf('leaver', coming.id)).toBe(404);
    const upcoming = await t.get('/api/scheduled-sessions/upcoming', {
      cookie: cookieOf('leaver'),
    });
    expect(upcoming.json<{ id: number }[]>()).toEqual([]);
  });

  it('may not join one after leaving', async () => {
    const join = `/api/scheduled-sessions/${coming.id}/join`;
    expect((await t.get(join, { cookie: cookieOf('leaver') })).statusCode).toBe(404);
    expect((await t.post(join, {}, { cookie: cookieOf('leaver') })).statusCode).toBe(404);
    const stayer = await t.get(join, { cookie: cookieOf('stayer') });
    expect(stayer.json<{ children: { id: number }[] }>().children.map((c) => c.id)).toEqual([
      family.stayer!.child,
    ]);
  });

  it('is expected, reminded and on the register only before leaving', async () => {
    const both = [family.leaver!.child, family.stayer!.child].sort((a, b) => a - b);
    expect(await registerOf(before.id)).toEqual(both);
    expect(await registerOf(after.id)).toEqual([family.stayer!.child]);
    const reminded = async (session: SessionRow) =>
      (await t.db.select({ id: students.id }).from(students).where(pupilsOf(session)))
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await reminded(before)).toEqual(both);
    expect(await reminded(coming)).toEqual([family.stayer!.child]);
  });
});
