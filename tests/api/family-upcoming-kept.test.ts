import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { classEnrolments } from '../../src/server/db/schema-classes.js';
import { scheduleGeneration } from '../../src/server/db/schema-schedule-generation.js';
import { classes, scheduledSessions, students, users } from '../../src/server/db/schema.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createStudent,
  createTutor,
  createUser,
  inDays,
} from '../../src/server/factories/index.js';
import type { ScheduledSession } from '../../src/shared/content/schemas.js';
import { MINUTE_MS } from '../../src/shared/dates/durations.js';
import { createTestApp, type TestApp } from './support/app.js';
import { sessionCookieOf } from './support/direct-session.js';

/*
 * Decision 130: each server keeps a family's upcoming sessions, checked on every call against
 * the count of schedule changes. A change written straight to the database, as another server or
 * a job writes it, shows in the very next answer.
 */

let t: TestApp;
const UPCOMING = '/api/scheduled-sessions/upcoming';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function familyInClass() {
  const tutor = await createTutor(t.db, { fullName: 'Tara Tutor' });
  const parent = await createUser(t.db, { role: 'parent' });
  const child = await createStudent(t.db, { parentId: parent.id, name: 'Ella', grade: 'Year 10' });
  const cls = await makeClass(t.db, { tutorId: tutor.id, name: 'Maths A' });
  await enrol(t.db, cls, child.id);
  const first = await classSession(t.db, cls, { title: 'First', scheduledFor: inDays(2) });
  const second = await classSession(t.db, cls, { title: 'Second', scheduledFor: inDays(3) });
  const cookie = await sessionCookieOf(t.db, parent);
  const upcoming = async () => {
    const response = await t.get(UPCOMING, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<ScheduledSession[]>();
  };
  return { tutor, child, cls, first, second, cookie, upcoming };
}

const changeCount = async () => (await t.db.select().from(scheduleGeneration))[0]!.changes;

it('answers a second call with the same bytes as the first', async () => {
  const { cookie } = await familyInClass();
  const first = await t.get(UPCOMING, { cookie });
  const second = await t.get(UPCOMING, { cookie });
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  expect(second.body).toBe(first.body);
  expect(second.json<ScheduledSession[]>().map((s) => s.title)).toEqual(['First', 'Second']);
});

it('shows each change to sessions, children, classes, tutors and places at once', async () => {
  const { tutor, child, cls, second, upcoming } = await familyInClass();
  expect((await upcoming()).map((s) => [s.title, s.forChildren, s.className, s.tutorName])).toEqual(
    [
      ['First', [{ id: child.id, name: 'Ella' }], 'Maths A', 'Tara Tutor'],
      ['Second', [{ id: child.id, name: 'Ella' }], 'Maths A', 'Tara Tutor'],
    ],
  );

  await t.db.update(students).set({ name: 'Ella Rose' }).where(eq(students.id, child.id));
  expect((await upcoming())[0]!.forChildren).toEqual([{ id: child.id, name: 'Ella Rose' }]);

  await t.db.update(users).set({ fullName: 'Tara Teach' }).where(eq(users.id, tutor.id));
  expect((await upcoming())[0]!.tutorName).toBe('Tara Teach');

  await t.db.update(classes).set({ name: 'Maths Alpha' }).where(eq(classes.id, cls.id));
  expect((await upcoming())[0]!.className).toBe('Maths Alpha');

  await t.db
    .update(scheduledSessions)
    .set({ scheduledFor: inDays(1) })
    .where(eq(scheduledSessions.id, second.id));
  expect((await upcoming()).map((s) => s.title)).toEqual(['Second', 'First']);

  await t.db
    .update(classEnrolments)
    .set({ leftOn: sql`current_date` })
    .where(eq(classEnrolments.studentId, child.id));
  expect(await upcoming()).toEqual([]);
});

it('drops a session from the kept answer once it starts', async () => {
  const { cls, upcoming } = await familyInClass();
  const soon = Date.now() + 5 * MINUTE_MS;
  await classSession(t.db, cls, { title: 'Soon', scheduledFor: new Date(soon) });
  expect((await upcoming()).map((s) => s.title)).toEqual(['Soon', 'First', 'Second']);

  vi.useFakeTimers({ toFake: ['Date'], now: soon + MINUTE_MS });
  expect((await upcoming()).map((s) => s.title)).toEqual(['First', 'Second']);
});

it('counts a transaction once, however many rows it changes, and ignores unrelated columns', async () => {
  const { cls, tutor } = await familyInClass();
  const before = await changeCount();
  await t.db.transaction(async (tx) => {
    await classSession(tx, cls, { title: 'One', scheduledFor: inDays(8) });
    await classSession(tx, cls, { title: 'Two', scheduledFor: inDays(9) });
    await tx
      .update(scheduledSessions)
      .set({ notes: 'Bring a calculator' })
      .where(eq(scheduledSessions.classId, cls.id));
  });
  expect(await changeCount()).toBe(before + 1);

  await t.db.update(users).set({ email: 'tara@example.com' }).where(eq(users.id, tutor.id));
  expect(await changeCount()).toBe(before + 1);
});
