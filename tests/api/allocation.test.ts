import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocationRuns,
  allocationUnplaced,
  classEnrolments,
} from '../../src/server/db/schema-classes.js';
import {
  classes,
  classSlots,
  scheduledSessions,
  type UserRow,
} from '../../src/server/db/schema.js';
import { createPreference, setAvailability } from '../../src/server/factories/allocation.js';
import { enrol, makeClass } from '../../src/server/factories/classes.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import type { AllocationRun, UnplacedChild } from '../../src/shared/allocation/schemas.js';
import { UNPLACED_REASONS } from '../../src/shared/allocation/schemas.js';
import { put } from './support/admin.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';

/* Issue 28 §4: an admin allocates a year group's unplaced children to classes, as a job. */

let t: TestApp;
let admin: UserRow;
let cookie: string;
/** A year far ahead, so its classes' sessions never depend on today's date. */
let schoolYearId: number;
let firstDay: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  cookie = await signInAs(t, admin);
  const year = await createSchoolYear(t.db, { startYear: 2098, label: 'Allocation 2098/99' });
  schoolYearId = year.id;
  firstDay = year.terms[0]!.startsOn;
});

/** A weekly class at `time` with `children` on its roster since long ago. */
async function classAt(
  tutorId: number,
  yearGroup: string,
  subject: string,
  time: typeof MON4,
  children: number[],
) {
  const klass = await makeClass(t.db, { tutorId, yearGroup, subject }, [{ ...time, duration: 60 }]);
  for (const id of children) await enrol(t.db, klass, id);
  return klass;
}
afterAll(() => t.close());

const MON4 = { weekday: 1, startsAt: '16:00' };
const TUE4 = { weekday: 2, startsAt: '16:00' };
const EVENINGS = [1, 2, 3].map((weekday) => ({ weekday, startsAt: '16:00', endsAt: '18:00' }));

let subjects = 0;
/** Each test its own subject, so runs in one database never see each other's children. */
const newSubject = () => `Allocation ${Date.now().toString(36)}${subjects++}`;

async function children(count: number, subject: string, times: (typeof MON4)[], parentId?: number) {
  const made = [];
  for (let i = 0; i < count; i++) {
    const child = await createStudent(t.db, {
      grade: 'Year 9',
      subjects: subject,
      parentId: parentId ?? null,
    });
    await createPreference(t.db, child.id, subject, times);
    made.push(child);
  }
  return made;
}

async function run(subject: string) {
  const started = await t.post(
    '/api/admin/allocation-runs',
    { yearGroup: 'Year 9', subject, schoolYearId },
    { cookie },
  );
  expect(started.statusCode, started.body).toBe(202);
  // The worker in this process may have taken the job before the answer was read.
  expect(['queued', 'running', 'done']).toContain(started.json<AllocationRun>().status);
  await t.jobsIdle();
  const done = await t.get(`/api/admin/allocation-runs/${started.json<AllocationRun>().id}`, {
    cookie,
  });
  const body = done.json<AllocationRun>();
  expect(body.status, body.error ?? '').toBe('done');
  return body;
}

const rosterOf = async (classId: number) =>
  (await t.db.select().from(classEnrolments).where(eq(classEnrolments.classId, classId))).map(
    (e) => e.studentId,
  );

describe('an allocation run', () => {
  it('opens classes of 8 to 12 within tutors’ limits, keeps siblings apart and explains the rest', async () => {
    const subject = newSubject();
    const busyTutor = await createTutor(t.db, {}, { subjects: [subject] });
    await setAvailability(t.db, busyTutor.id, EVENINGS, 1);
    const other = await createTutor(t.db, {}, { subjects: [subject.toUpperCase()] });
    await setAvailability(t.db, other.id, EVENINGS, 6);
    const spare = await createTutor(t.db, {}, { subjects: [subject] });
    await setAvailability(t.db, spare.id, EVENINGS, 6);
    const parent = await createUser(t.db, { role: 'parent' });
    const olderSibling = await createStudent(t.db, {
      grade: 'Year 11 (GCSE)',
      parentId: parent.id,
    });
    await classAt(other.id, 'Year 11 (GCSE)', 'Music', MON4, [olderSibling.id]);

    const mondays = await children(20, subject, [MON4, TUE4]);
    const tuesdays = await children(9, subject, [TUE4]);
    const [sibling] = await children(1, subject, [MON4, TUE4], parent.id);
    const [silent] = await children(1, subject, []);

    const result = await run(subject);
    expect(result.result).toMatchObject({
      children: 31,
      placed: 30,
      unplaced: 1,
      classesOpened: 3,
    });
    const opened = await t.db.select().from(classes).where(eq(classes.subject, subject));
    expect(opened).toHaveLength(3);
    for (const klass of opened) {
      const roster = await rosterOf(klass.id);
      expect(roster.length).toBeGreaterThanOrEqual(8);
      expect(roster.length).toBeLessThanOrEqual(12);
      const [slot] = await t.db.select().from(classSlots).where(eq(classSlots.classId, klass.id));
      expect(slot!.validFrom).toBe(firstDay);
      const sessions = await t.db
        .select()
        .from(scheduledSessions)
        .where(eq(scheduledSessions.classId, klass.id));
      expect(sessions.length).toBeGreaterThan(30);
      expect(klass.schoolYearId).toBe(schoolYearId);
      if (roster.includes(sibling!.id)) expect(slot).toMatchObject(TUE4);
      if (slot!.weekday === MON4.weekday)
        expect(roster.every((id) => mondays.some((c) => c.id === id))).toBe(true);
    }
    expect(opened.filter((klass) => klass.tutorId === busyTutor.id).length).toBeLessThanOrEqual(1);
    expect(result.result!.classIds.sort((a, b) => a - b)).toEqual(
      opened.map((klass) => klass.id).sort((a, b) => a - b),
    );
    expect(result.result!.preferencesMet.first + result.result!.preferencesMet.second).toBeCloseTo(
      1,
    );
    expect(tuesdays.length).toBe(9);

    const unplaced = await t.get(`/api/admin/allocation-runs/${result.id}/unplaced`, { cookie });
    expect(unplaced.json<CursorPage<UnplacedChild>>().items).toEqual([
      expect.objectContaining({
        id: silent!.id,
        reason: UNPLACED_REASONS.noTimes,
        preferredTimes: [],
      }),
    ]);

    const again = await run(subject);
    expect(again.result).toMatchObject({ children: 1, placed: 0, classesOpened: 0 });
  });

  it('opens one class under 8 when fewer than 8 children exist in all', async () => {
    const subject = newSubject();
    const tutor = await createTutor(t.db, {}, { subjects: [subject] });
    await setAvailability(t.db, tutor.id, EVENINGS);
    await children(3, subject, [MON4, TUE4]);
    await children(2, subject, [TUE4]);
    const result = await run(subject);
    expect(result.result).toMatchObject({ placed: 5, classesOpened: 1, classSizes: { '5': 1 } });
  });

  it('fills an open class’s free places and leaves its other children where they are', async () => {
    const subject = newSubject();
    const tutor = await createTutor(t.db, {}, { subjects: [subject] });
    const existing = await children(10, subject, [MON4]);
    const klass = await classAt(
      tutor.id,
      'Year 9',
      subject,
      MON4,
      existing.map((c) => c.id),
    );
    const newcomers = await children(3, subject, [MON4]);
    const result = await run(subject);
    expect(result.result).toMatchObject({
      placed: 2,
      unplaced: 1,
      joinedOpenClasses: 2,
      classesOpened: 0,
    });
    const roster = await rosterOf(klass.id);
    expect(roster).toHaveLength(12);
    const [left] = await t.db
      .select()
      .from(allocationUnplaced)
      .where(eq(allocationUnplaced.runId, result.id));
    expect(newcomers.map((c) => c.id)).toContain(left!.studentId);
    expect(left!.reason).toBe(UNPLACED_REASONS.noTutor);
  });

  it('refuses a second run of a year group and subject while one is under way', async () => {
    const subject = newSubject();
    await t.db.insert(allocationRuns).values({ yearGroup: 'Year 9', subject, status: 'running' });
    const res = await t.post(
      '/api/admin/allocation-runs',
      { yearGroup: 'Year 9', subject: subject.toLowerCase(), schoolYearId },
      { cookie },
    );
    expect(res.statusCode).toBe(409);
    const bad = await t.post(
      '/api/admin/allocation-runs',
      { yearGroup: 'Year 99', subject },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    const noYear = await t.post(
      '/api/admin/allocation-runs',
      { yearGroup: 'Year 9', subject: newSubject(), schoolYearId: 2147483000 },
      { cookie },
    );
    expect(noYear.json()).toMatchObject({ message: 'Choose a school year from the list.' });
  });

  it('pages the runs and a run’s unplaced children', async () => {
    await expectPagingContract(t, {
      url: '/api/admin/allocation-runs',
      cookie,
      insert: async (count) => {
        const rows = await t.db
          .insert(allocationRuns)
          .values(
            Array.from({ length: count }, () => ({
              yearGroup: 'Year 5',
              subject: newSubject(),
              status: 'done',
            })),
          )
          .returning({ id: allocationRuns.id });
        return rows.map((row) => row.id);
      },
    });
    const [paged] = await t.db
      .insert(allocationRuns)
      .values({ yearGroup: 'Year 5', subject: newSubject(), status: 'done' })
      .returning();
    await expectPagingContract(t, {
      url: `/api/admin/allocation-runs/${paged!.id}/unplaced`,
      cookie,
      insert: async (count) => {
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const child = await createStudent(t.db, { grade: 'Year 5' });
          await t.db
            .insert(allocationUnplaced)
            .values({ runId: paged!.id, studentId: child.id, reason: UNPLACED_REASONS.noTimes });
          ids.push(child.id);
        }
        return ids;
      },
    });
    expect((await t.get('/api/admin/allocation-runs/2147483000', { cookie })).statusCode).toBe(404);
  });
});

describe('a tutor’s availability', () => {
  it('is read and replaced by admins, with its maximum classes', async () => {
    const tutor = await createTutor(t.db);
    const url = `/api/admin/tutors/${tutor.id}/availability`;
    expect((await t.get(url, { cookie })).json()).toEqual({ maxClasses: 6, windows: [] });
    const windows = [
      { weekday: 2, startsAt: '16:00', endsAt: '19:00' },
      { weekday: 6, startsAt: '09:00', endsAt: '12:00' },
    ];
    const saved = await put(t, url, { maxClasses: 4, windows }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ maxClasses: 4, windows });
    const wrong = await put(
      t,
      url,
      { maxClasses: 4, windows: [{ weekday: 2, startsAt: '18:00', endsAt: '16:00' }] },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await put(
          t,
          '/api/admin/tutors/2147483000/availability',
          { maxClasses: 1, windows: [] },
          cookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});
