import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMarks, sessionJoins } from '../../src/server/db/schema-attendance.js';
import { scheduledSessions, schoolTerms, schoolYears } from '../../src/server/db/schema.js';
import { addToWaitlist, makeClass, enrol } from '../../src/server/factories/classes.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  inDays,
} from '../../src/server/factories/index.js';
import type { Coverage } from '../../src/shared/classes/coverage.js';
import type {
  ClassDetails,
  ClassSession,
  ClassSummary,
  RosterEntry,
  WaitlistEntry,
} from '../../src/shared/classes/views.js';
import { ukInstant } from '../../src/shared/dates/uk-instant.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';
import { expectPagingContract, type CursorPage } from './support/paging.js';
import { createTutorWorld, type TutorWorld } from './support/tutor.js';

/* Issue 28 §8: the class pages' reads (decision 110). */

let t: TestApp;
let w: TutorWorld;
/** A subject no other test uses, so the admin list's filters see only these classes. */
const subject = `Maths ${randomUUID().slice(0, 8)}`;

const get = async <T>(url: string, cookie: string) => {
  const res = await t.get(url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const list = (query: string, cookie = w.cookies.admin) =>
  get<CursorPage<ClassSummary>>(
    `/api/admin/classes?subject=${encodeURIComponent(subject)}${query}`,
    cookie,
  );
const namesOf = (page: CursorPage<ClassSummary>) => page.items.map((c) => c.name).sort();

async function fillRoster(cls: { id: number; subject: string }, size: number) {
  for (let i = 0; i < size; i += 1) {
    await enrol(t.db, cls, (await createStudent(t.db, { name: `Pupil ${i}` })).id);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTutorWorld(t);
});
afterAll(() => t.close());

describe('GET /api/admin/classes', () => {
  let full: ClassSummary;
  beforeAll(async () => {
    const small = await makeClass(t.db, { tutorId: w.tutor.id, subject, name: 'Small' });
    await fillRoster(small, 3);
    const fullClass = await makeClass(t.db, {
      tutorId: w.tutor.id,
      subject,
      name: 'Full',
      capacity: 8,
    });
    await fillRoster(fullClass, 8);
    const over = await makeClass(t.db, {
      tutorId: w.otherTutor.id,
      subject,
      name: 'Over',
      yearGroup: 'Year 9',
      capacity: 9,
    });
    await fillRoster(over, 10);
    // A place held by an open offer is not free; a child who left is not on the roster.
    const held = await makeClass(t.db, {
      tutorId: w.tutor.id,
      subject,
      name: 'Held',
      capacity: 9,
    });
    await fillRoster(held, 8);
    await addToWaitlist(t.db, held.id, (await createStudent(t.db)).id, { status: 'offered' });
    await addToWaitlist(t.db, held.id, (await createStudent(t.db)).id);
    await enrol(t.db, held, (await createStudent(t.db)).id, { leftOn: '2021-01-01' });
    await makeClass(t.db, { tutorId: w.tutor.id, subject, name: 'Closed', closedAt: new Date() });
    full = (await list('')).items.find((c) => c.name === 'Full')!;
  });

  it('lists open classes with sizes, places, flags and the timetable', async () => {
    const page = await list('');
    expect(namesOf(page)).toEqual(['Full', 'Held', 'Over', 'Small']);
    const by = Object.fromEntries(page.items.map((c) => [c.name, c]));
    expect(by.Small).toMatchObject({ rosterSize: 3, placesLeft: 9, belowMinimum: true });
    expect(by.Full).toMatchObject({ rosterSize: 8, placesLeft: 0, belowMinimum: false });
    expect(by.Over).toMatchObject({ rosterSize: 10, placesLeft: 0, overCapacity: true });
    expect(by.Held).toMatchObject({ rosterSize: 8, placesLeft: 0, waitlistCount: 2 });
    expect(full.tutorName).toBe('Tess Tutor');
    expect(full.slots).toEqual([
      expect.objectContaining({ weekday: 2, startsAt: '16:00', duration: 60, validUntil: null }),
    ]);
  });

  it('filters by year group, tutor, free places and below 8', async () => {
    expect(namesOf(await list('&yearGroup=Year%209'))).toEqual(['Over']);
    expect(namesOf(await list(`&tutorId=${w.otherTutor.id}`))).toEqual(['Over']);
    expect(namesOf(await list('&hasPlaces=true'))).toEqual(['Small']);
    expect(namesOf(await list('&belowMinimum=true'))).toEqual(['Small']);
    const upper = await get<CursorPage<ClassSummary>>(
      `/api/admin/classes?subject=${encodeURIComponent(subject.toUpperCase())}`,
      w.cookies.admin,
    );
    expect(namesOf(upper)).toEqual(['Full', 'Held', 'Over', 'Small']);
  });

  it('pages with a cursor and refuses bad filters with a 400', async () => {
    const pagedSubject = `Paged ${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/admin/classes?subject=${encodeURIComponent(pagedSubject)}`,
      cookie: w.cookies.admin,
      insert: async (n) => {
        const ids: number[] = [];
        for (let i = 0; i < n; i += 1) {
          ids.push((await makeClass(t.db, { tutorId: w.tutor.id, subject: pagedSubject })).id);
        }
        return ids;
      },
    });
    for (const bad of ['yearGroup=Year%2099', 'tutorId=abc', 'hasPlaces=yes']) {
      const res = await t.get(`/api/admin/classes?${bad}`, { cookie: w.cookies.admin });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const role of ['tutor', 'parent', 'student'] as const) {
      const res = await t.get('/api/admin/classes', { cookie: w.cookies[role] });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('a class page', () => {
  let cls: { id: number; subject: string };
  let present: number;
  let late: number;
  let unmarked: number;

  beforeAll(async () => {
    cls = await makeClass(t.db, {
      tutorId: w.tutor.id,
      subject: 'Mathematics',
      name: 'Maths 10A',
    });
    const [ana, ben, cat] = await Promise.all(
      ['Ana', 'Ben', 'Cat'].map((name) => createStudent(t.db, { name })),
    );
    for (const child of [ana!, ben!, cat!]) await enrol(t.db, cls, child.id);
    const past = (days: number) =>
      createScheduledSession(t.db, {
        tutorId: w.tutor.id,
        classId: cls.id,
        scheduledFor: inDays(-days),
      });
    const [s1, s2, s3] = await Promise.all([past(3), past(2), past(1)]);
    await createScheduledSession(t.db, {
      tutorId: w.tutor.id,
      classId: cls.id,
      scheduledFor: inDays(-4),
      status: 'cancelled',
    });
    const at = (s: { scheduledFor: Date }, minutes: number) =>
      new Date(s.scheduledFor.getTime() + minutes * 60_000);
    await t.db.insert(sessionJoins).values([
      { sessionId: s1.id, studentId: ana!.id, joinedAt: at(s1, 1) },
      { sessionId: s2.id, studentId: ana!.id, joinedAt: at(s2, 20) },
      { sessionId: s1.id, studentId: ben!.id, joinedAt: at(s1, 0) },
    ]);
    await t.db
      .insert(attendanceMarks)
      .values({ sessionId: s3.id, studentId: ben!.id, status: 'late' });
    [present, late, unmarked] = [ana!.id, ben!.id, cat!.id];
    // Upcoming: one by the class's tutor, one by a substitute, and a later one for paging.
    await Promise.all([
      createScheduledSession(t.db, {
        tutorId: w.tutor.id,
        classId: cls.id,
        scheduledFor: inDays(1),
      }),
      createScheduledSession(t.db, {
        tutorId: w.otherTutor.id,
        classId: cls.id,
        scheduledFor: inDays(2),
        detached: true,
      }),
      createScheduledSession(t.db, {
        tutorId: w.tutor.id,
        classId: cls.id,
        scheduledFor: inDays(3),
      }),
    ]);
    const [first, second] = await Promise.all([
      createStudent(t.db, { name: 'Wes' }),
      createStudent(t.db, { name: 'Xia' }),
    ]);
    await addToWaitlist(t.db, cls.id, first.id, { createdAt: new Date('2026-01-01T10:00:00Z') });
    await addToWaitlist(t.db, cls.id, second.id, { createdAt: new Date('2026-01-02T10:00:00Z') });
  });

  it('shows its tutor the class, the roster with attendance, upcoming sessions and the waitlist', async () => {
    const details = await get<ClassDetails>(`/api/classes/${cls.id}`, w.cookies.tutor);
    expect(details).toMatchObject({ name: 'Maths 10A', rosterSize: 3, waitlistCount: 2 });

    const roster = await get<CursorPage<RosterEntry>>(
      `/api/classes/${cls.id}/roster`,
      w.cookies.tutor,
    );
    const marks = Object.fromEntries(roster.items.map((r) => [r.studentId, r]));
    expect(marks[present]).toMatchObject({ name: 'Ana', present: 1, late: 1, absent: 1 });
    expect(marks[late]).toMatchObject({ present: 1, late: 1, absent: 1 });
    expect(marks[unmarked]).toMatchObject({ present: 0, late: 0, absent: 3 });

    const first = await get<CursorPage<ClassSession>>(
      `/api/classes/${cls.id}/sessions?pageSize=2`,
      w.cookies.tutor,
    );
    expect(first.items.map((s) => s.substitute)).toEqual([false, true]);
    expect(first.items[1]).toMatchObject({ tutorName: 'Otto Other', detached: true });
    const rest = await get<CursorPage<ClassSession>>(
      `/api/classes/${cls.id}/sessions?pageSize=2&cursor=${first.nextCursor}`,
      w.cookies.tutor,
    );
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();

    const waitlist = await get<CursorPage<WaitlistEntry>>(
      `/api/classes/${cls.id}/waitlist`,
      w.cookies.tutor,
    );
    expect(waitlist.items.map((e) => e.name)).toEqual(['Wes', 'Xia']);
  });

  it('is 404 for another tutor, open to a substitute and an admin, 403 for families', async () => {
    const stranger = await createTutor(t.db, { fullName: 'Stan Stranger' });
    const strangerCookie = await signInAs(t, stranger);
    for (const path of ['', '/roster', '/sessions', '/waitlist']) {
      const res = await t.get(`/api/classes/${cls.id}${path}`, { cookie: strangerCookie });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await t.get('/api/classes/999999999', { cookie: w.cookies.admin })).statusCode).toBe(
      404,
    );
    await get(`/api/classes/${cls.id}`, w.cookies.otherTutor);
    await get(`/api/classes/${cls.id}/roster`, w.cookies.admin);
    for (const role of ['parent', 'student'] as const) {
      const res = await t.get(`/api/classes/${cls.id}`, { cookie: w.cookies[role] });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it("lists the tutor's own classes, with roster sizes", async () => {
    const mine = await get<CursorPage<ClassSummary>>(
      '/api/tutor/classes?pageSize=100',
      w.cookies.tutor,
    );
    expect(mine.items.every((c) => c.tutorId === w.tutor.id)).toBe(true);
    expect(mine.items.find((c) => c.id === cls.id)).toMatchObject({ rosterSize: 3 });
    const theirs = await get<CursorPage<ClassSummary>>('/api/tutor/classes', w.cookies.otherTutor);
    expect(theirs.items.some((c) => c.id === cls.id)).toBe(false);
  });
});

describe('GET /api/admin/coverage', () => {
  it('sums per subject the average class hours, and flags the weeks under 15', async () => {
    const [year] = await t.db
      .insert(schoolYears)
      .values({
        label: `Test ${randomUUID().slice(0, 8)}`,
        startsOn: '2031-01-01',
        endsOn: '2031-01-31',
      })
      .returning();
    // Three teaching weeks, Mondays 6, 13 and 20 January 2031.
    await t.db.insert(schoolTerms).values({
      schoolYearId: year!.id,
      position: 1,
      name: 'Spring',
      startsOn: '2031-01-06',
      endsOn: '2031-01-24',
    });
    const hour = (weekday: number, duration = 60) => ({ weekday, startsAt: '16:00', duration });
    const inYear = { tutorId: w.tutor.id, schoolYearId: year!.id, yearGroup: 'Year 8' };
    const mathsA = await makeClass(t.db, { ...inYear, subject: 'Mathematics' }, [hour(1), hour(3)]);
    const mathsB = await makeClass(t.db, { ...inYear, subject: 'Mathematics' }, [hour(2)]);
    const english = await makeClass(
      t.db,
      { ...inYear, subject: 'English' },
      [1, 2, 3, 4, 5].map((d) => hour(d, 180)),
    );
    const day = (monday: number, weekday: number) =>
      `2031-01-${String(monday + weekday - 1).padStart(2, '0')}`;
    const sessions: (typeof scheduledSessions.$inferInsert)[] = [];
    const add = (classId: number, key: string, duration: number, status = 'scheduled') =>
      sessions.push({
        classId,
        tutorId: w.tutor.id,
        title: 'Class',
        subject: 'Mathematics',
        scheduledFor: ukInstant(key, '16:00'),
        duration,
        status,
      });
    for (const monday of [6, 13, 20]) {
      add(mathsA.id, day(monday, 1), 60);
      add(mathsA.id, day(monday, 3), 60);
      // Maths B has no session in the third week.
      if (monday !== 20) add(mathsB.id, day(monday, 2), 60);
      // One English session of the second week is cancelled.
      for (const weekday of [1, 2, 3, 4, 5]) {
        add(
          english.id,
          day(monday, weekday),
          180,
          monday === 13 && weekday === 5 ? 'cancelled' : 'scheduled',
        );
      }
    }
    await t.db.insert(scheduledSessions).values(sessions);

    const coverage = await get<Coverage>(
      `/api/admin/coverage?schoolYearId=${year!.id}`,
      w.cookies.admin,
    );
    expect(coverage).toMatchObject({ targetHours: 15, teachingWeeks: 3 });
    expect(coverage.yearGroups).toEqual([
      {
        yearGroup: 'Year 8',
        weeklyHours: 16.5,
        subjects: [
          { subject: 'English', classes: 1, weeklyHours: 15 },
          { subject: 'Mathematics', classes: 2, weeklyHours: 1.5 },
        ],
        shortWeeks: [{ weekOf: '2031-01-13', hours: 13.5 }],
      },
    ]);
    const missing = await t.get('/api/admin/coverage?schoolYearId=999999999', {
      cookie: w.cookies.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.get('/api/admin/coverage', { cookie: w.cookies.tutor })).statusCode).toBe(403);
  });
});
