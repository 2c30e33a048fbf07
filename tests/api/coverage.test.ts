import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledSessions } from '../../src/server/db/schema.js';
import { createTutor } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import type { SeriesClass } from '../../src/shared/class-series/schemas.js';
import type { Coverage } from '../../src/shared/classes/coverage.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { signInEveryRole } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';

/*
 * Issue 28 §8 at scale (decision 113): the coverage view reads weekly figures kept by a job, which
 * every change to a class's series queues.
 */

let t: TestApp;
let admin: string;
let tutorId: number;
let yearId: number;

// A school year long after any day these tests run, so every occurrence is still to come.
const START_YEAR = 2040;

const coverage = async () => {
  const res = await t.get(`/api/admin/coverage?schoolYearId=${yearId}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Coverage>();
};
const hoursInWeek = (figures: Coverage, weekOf: string) =>
  figures.yearGroups[0]!.shortWeeks.find((week) => week.weekOf === weekOf)?.hours;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEveryRole(t)).admin;
  tutorId = (await createTutor(t.db, { fullName: 'Cora Coverage' })).id;
  yearId = (await createSchoolYear(t.db, { startYear: START_YEAR })).id;
});
afterAll(() => t.close());

describe('GET /api/admin/coverage', () => {
  it('reads the kept weekly figures, which a job recounts after each change to a series', async () => {
    const made = await t.post(
      '/api/admin/classes',
      {
        schoolYearId: yearId,
        yearGroup: 'Year 9',
        subject: 'Mathematics',
        tutorId,
        terms: [1],
        slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
      },
      { cookie: admin },
    );
    expect(made.statusCode, made.body).toBe(201);
    const classId = made.json<SeriesClass>().id;
    await t.jobsIdle();

    const first = await coverage();
    expect(first.refreshedAt).toEqual(expect.any(String));
    expect(first.yearGroups).toHaveLength(1);
    expect(first.yearGroups[0]).toMatchObject({
      yearGroup: 'Year 9',
      weeklyHours: 1,
      subjects: [{ subject: 'Mathematics', classes: 1, weeklyHours: 1 }],
    });
    // Mondays' sessions: each one's UK day is the Monday its week is listed by.
    const [firstSession, secondSession] = await t.db
      .select()
      .from(scheduledSessions)
      .where(eq(scheduledSessions.classId, classId))
      .orderBy(asc(scheduledSessions.scheduledFor));
    const weekOf = ukDayOf(firstSession!.scheduledFor);
    const nextWeekOf = ukDayOf(secondSession!.scheduledFor);
    expect(hoursInWeek(first, weekOf)).toBe(1);
    expect(hoursInWeek(first, nextWeekOf)).toBe(1);

    // A row written behind the API's back is not counted until the next recount: the view reads
    // what the job kept, not the sessions.
    await t.db
      .update(scheduledSessions)
      .set({ duration: 120 })
      .where(eq(scheduledSessions.id, secondSession!.id));
    expect(hoursInWeek(await coverage(), nextWeekOf)).toBe(1);

    // Cancelling an occurrence through the API queues the recount, which sees both changes.
    const cancelled = await t.patch(
      `/api/admin/class-sessions/${firstSession!.id}`,
      { cancelled: true },
      { cookie: admin },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.jobsIdle();
    const after = await coverage();
    expect(hoursInWeek(after, weekOf)).toBe(0);
    expect(hoursInWeek(after, nextWeekOf)).toBe(2);
    expect(new Date(after.refreshedAt!).getTime()).toBeGreaterThan(
      new Date(first.refreshedAt!).getTime(),
    );
  });

  it('counts a school year never recounted from its sessions, and queues its first recount', async () => {
    const other = await createSchoolYear(t.db, { startYear: START_YEAR + 1 });
    const res = await t.get(`/api/admin/coverage?schoolYearId=${other.id}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Coverage>()).toMatchObject({ refreshedAt: null, yearGroups: [] });
    await t.jobsIdle();
    const again = await t.get(`/api/admin/coverage?schoolYearId=${other.id}`, { cookie: admin });
    expect(again.json<Coverage>().refreshedAt).toEqual(expect.any(String));
  });
});
