import { and, asc, eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassWithSessions } from '../../src/server/classes/series.js';
import { classSlots, emailOutbox, scheduledSessions, users } from '../../src/server/db/schema.js';
import { enrol } from '../../src/server/factories/classes.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import type {
  ClassOccurrence,
  SeriesChangeResult,
  SeriesClass,
} from '../../src/shared/class-series/schemas.js';
import { expectFieldErrors, messageOf, signInEveryRole } from './support/admin.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { defaultTerms } from '../../src/shared/school-years/calendar.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { ukClockFields } from '../../src/shared/dates/format.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';

/*
 * Issue 28 §2: a class's sessions generated from its weekly slots over its terms, skipping
 * half-terms and bank holidays, at the same UK wall-clock time across the clock changes.
 */

let t: TestApp;
let admin: string;
let tutorId: number;
let substituteId: number;
let yearId: number;
let parentEmail: string;
let otherParentEmail: string;

const ukClock = (instant: Date) => {
  const f = ukClockFields(instant);
  return `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
};

const sessionsOf = (classId: number) =>
  t.db
    .select()
    .from(scheduledSessions)
    .where(eq(scheduledSessions.classId, classId))
    .orderBy(asc(scheduledSessions.scheduledFor));

// "Today" is in the summer before the school year, so every occurrence is still to come.
const clock = new TestClock(new Date('2026-08-20T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ jobs: { clock } });
  admin = (await signInEveryRole(t)).admin;
  tutorId = (await createTutor(t.db, { fullName: 'Cleo Class' })).id;
  substituteId = (await createTutor(t.db, { fullName: 'Sunil Substitute' })).id;
  yearId = (await createSchoolYear(t.db, { startYear: 2026 })).id;
  parentEmail = (await createUser(t.db, { role: 'parent', fullName: 'Priya Parent' })).email;
  otherParentEmail = (await createUser(t.db, { role: 'parent', fullName: 'Olu Other' })).email;
});
afterAll(() => t.close());

describe('createClassWithSessions', () => {
  it('makes a Monday 16:00 autumn class: every session at 16:00 UK time, none in half-term', async () => {
    const made = await t.db.transaction((tx) =>
      createClassWithSessions(tx, {
        schoolYearId: yearId,
        yearGroup: 'Year 10',
        subject: 'Mathematics',
        tutorId,
        terms: [1],
        slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
      }),
    );
    expect(made.class.name).toBe('Year 10 Mathematics, Monday 16:00');
    expect(made.class.capacity).toBe(12);
    const rows = await sessionsOf(made.class.id);
    expect(rows).toHaveLength(14);
    const days = rows.map((r) => ukDayOf(r.scheduledFor));
    expect(days).toContain('2026-10-19');
    expect(days).not.toContain('2026-10-26');
    expect(days).toContain('2026-11-02');
    for (const row of rows) {
      expect(ukClock(row.scheduledFor)).toBe('16:00');
      expect(row).toMatchObject({
        title: 'Year 10 Mathematics',
        subject: 'Mathematics',
        academicYear: 'Year 10',
        tutorId,
        duration: 60,
        status: 'confirmed',
        classSlotId: made.slots[0]!.id,
        detached: false,
        studentId: null,
      });
      expect(row.occurrenceOn).toBe(ukDayOf(row.scheduledFor));
    }
    const [slot] = await t.db
      .select()
      .from(classSlots)
      .where(eq(classSlots.classId, made.class.id));
    expect(slot).toMatchObject({ weekday: 1, startsAt: '16:00', validFrom: '2026-09-02' });
  });

  it('skips Easter Monday and the early May bank holiday in a spring-and-summer class', async () => {
    const [autumn, spring, summer] = defaultTerms(2026);
    const year = await createSchoolYear(t.db, {
      label: '2026/27 (late Easter break)',
      terms: [
        autumn!,
        { ...spring!, endsOn: '2027-04-02' },
        { ...summer!, startsOn: '2027-04-19' },
      ],
    });
    const made = await t.db.transaction((tx) =>
      createClassWithSessions(tx, {
        schoolYearId: year.id,
        yearGroup: 'Year 11',
        subject: 'English',
        tutorId,
        terms: [2, 3],
        slots: [{ weekday: 1, startsAt: '16:00', duration: 45 }],
        startsOn: '2027-03-15',
      }),
    );
    const days = (await sessionsOf(made.class.id)).map((r) => ukDayOf(r.scheduledFor));
    expect(days.slice(0, 4)).toEqual(['2027-03-15', '2027-03-22', '2027-04-19', '2027-04-26']);
    expect(days).not.toContain('2027-03-29');
    expect(days).not.toContain('2027-05-03');
    expect(days).toContain('2027-05-10');
  });

  it('refuses terms the academic year does not have', async () => {
    await expect(
      t.db.transaction((tx) =>
        createClassWithSessions(tx, {
          schoolYearId: yearId,
          yearGroup: 'Year 10',
          subject: 'Mathematics',
          tutorId,
          terms: [4],
          slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

const CLASSES = '/api/admin/classes';

const mondayClass = (overrides: object = {}) => ({
  schoolYearId: yearId,
  yearGroup: 'Year 10',
  subject: 'Mathematics',
  tutorId,
  slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
  terms: [1],
  ...overrides,
});

/** A class made through the API, with two children of one family and one of another on its roster. */
async function classWithRoster(overrides: object = {}) {
  const res = await t.post(CLASSES, mondayClass(overrides), { cookie: admin });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json<SeriesClass>();
  const [parent] = await t.db.select().from(users).where(eq(users.email, parentEmail));
  const [other] = await t.db.select().from(users).where(eq(users.email, otherParentEmail));
  const created = new Date('2026-06-01T09:00:00Z');
  const children = [
    await createStudent(t.db, {
      parentId: parent!.id,
      name: 'Amira',
      grade: 'Year 10',
      createdAt: created,
    }),
    await createStudent(t.db, {
      parentId: parent!.id,
      name: 'Sam',
      grade: 'Year 10',
      createdAt: created,
    }),
    await createStudent(t.db, {
      parentId: other!.id,
      name: 'Ola',
      grade: 'Year 10',
      createdAt: created,
    }),
  ];
  // A child is in one class per subject at a time, so every class here gets new children.
  for (const child of children) await enrol(t.db, made, child.id, { joinedOn: '2026-09-01' });
  return made;
}

const emailsTo = (address: string, since: number) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), sql`${emailOutbox.id} > ${since}`));

const lastEmailId = async () =>
  (await rowsOf<{ n: number | null }>(t.db, sql`select max(id)::int as n from email_outbox`))[0]!
    .n ?? 0;

const reminderJob = async (sessionId: number, kind: '24h' | '1h') =>
  rowsOf<{ startAfter: string; data: { startsAt: string } }>(
    t.db,
    sql`select start_after as "startAfter", data from pgboss.job
        where name = 'session-reminders' and singleton_key = ${`${sessionId}:${kind}`} and state = 'created'`,
  );

describe('POST /api/admin/classes', () => {
  it('creates the class with capacity 12 and a session for every teaching Monday at 16:00', async () => {
    const res = await t.post(CLASSES, mondayClass(), { cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<SeriesClass>();
    expect(made).toMatchObject({
      name: 'Year 10 Mathematics, Monday 16:00',
      capacity: 12,
      terms: [1],
      sessionCount: 14,
      slots: [{ weekday: 1, startsAt: '16:00', duration: 60, validFrom: '2026-09-02' }],
    });
    const rows = await sessionsOf(made.id);
    expect(rows.every((r) => ukClock(r.scheduledFor) === '16:00')).toBe(true);
    // Each session's reminders are planned, 24 hours and an hour before.
    const [first] = rows;
    const [job] = await reminderJob(first!.id, '24h');
    expect(new Date(job!.startAfter).toISOString()).toBe('2026-09-06T15:00:00.000Z');
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const bad = async (body: object, field: string) => {
      const res = await t.post(CLASSES, mondayClass(body), { cookie: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
      return res;
    };
    await bad({ capacity: 31 }, 'capacity');
    await bad({ capacity: 0 }, 'capacity');
    await bad({ slots: [] }, 'slots');
    await bad({ slots: [{ weekday: 8, startsAt: '16:00', duration: 60 }] }, 'slots.0.weekday');
    await bad({ slots: [{ weekday: 1, startsAt: '16:60', duration: 60 }] }, 'slots.0.startsAt');
    await bad({ slots: [{ weekday: 1, startsAt: '16:00', duration: 5 }] }, 'slots.0.duration');
    await bad(
      {
        slots: [
          { weekday: 1, startsAt: '16:00', duration: 60 },
          { weekday: 1, startsAt: '16:00', duration: 45 },
        ],
      },
      'slots',
    );
    await bad({ terms: [] }, 'terms');
    await bad({ terms: [4] }, 'terms.0');
    await bad({ yearGroup: 'Year 99' }, 'yearGroup');
    await bad({ startsOn: '2026-02-30' }, 'startsOn');
    expectFieldErrors(await bad({ schoolYearId: 999_999 }, 'schoolYearId'), {
      schoolYearId: 'Choose an academic year from the list.',
    });
    await bad({ tutorId: (await createUser(t.db, { role: 'parent' })).id }, 'tutorId');
  });

  it('is for admins only', async () => {
    const { tutor } = await signInEveryRole(t);
    expect((await t.post(CLASSES, mondayClass(), { cookie: tutor })).statusCode).toBe(403);
    expect((await t.post(CLASSES, mondayClass())).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/class-sessions/:id', () => {
  it('moves one occurrence and leaves the rest; the families get one email each; its reminders move', async () => {
    const made = await classWithRoster();
    const before = await sessionsOf(made.id);
    const target = before.find((r) => r.occurrenceOn === '2026-10-19')!;
    const since = await lastEmailId();
    const res = await t.patch(
      `/api/admin/class-sessions/${target.id}`,
      { on: '2026-10-20', startsAt: '17:30' },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClassOccurrence>()).toMatchObject({
      scheduledFor: '2026-10-20T16:30:00.000Z',
      detached: true,
      occurrenceOn: '2026-10-19',
    });
    const after = await sessionsOf(made.id);
    for (const row of after.filter((r) => r.id !== target.id)) {
      const was = before.find((b) => b.id === row.id)!;
      expect(row.scheduledFor).toEqual(was.scheduledFor);
      expect(row.detached).toBe(false);
    }
    const mine = await emailsTo(parentEmail, since);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Timetable change: ${made.name}`);
    expect(mine[0]!.textBody).toContain('Amira and Sam');
    expect(mine[0]!.textBody).toContain('moves to Tuesday 20 October at 5:30 PM');
    expect(mine[0]!.htmlBody).toContain('Amira and Sam');
    expect(await emailsTo(otherParentEmail, since)).toHaveLength(1);
    const [job] = await reminderJob(target.id, '24h');
    expect(job!.data.startsAt).toBe('2026-10-20T16:30:00.000Z');
  });

  it('cancels one occurrence and gives another a substitute tutor', async () => {
    const made = await classWithRoster();
    const [first, second] = await sessionsOf(made.id);
    const since = await lastEmailId();
    const cancel = await t.patch(
      `/api/admin/class-sessions/${first!.id}`,
      { cancelled: true },
      { cookie: admin },
    );
    expect(cancel.json<ClassOccurrence>()).toMatchObject({ status: 'cancelled', detached: true });
    const sub = await t.patch(
      `/api/admin/class-sessions/${second!.id}`,
      { tutorId: substituteId },
      { cookie: admin },
    );
    expect(sub.json<ClassOccurrence>()).toMatchObject({
      tutorId: substituteId,
      tutorName: 'Sunil Substitute',
      status: 'confirmed',
    });
    const texts = (await emailsTo(parentEmail, since)).map((e) => e.textBody).join('\n');
    expect(texts).toContain('Monday 7 September at 4:00 PM is cancelled');
    expect(texts).toContain('Sunil Substitute teaches the session on Monday 14 September');
    const rest = (await sessionsOf(made.id)).slice(2);
    expect(rest.every((r) => r.tutorId === tutorId && r.status === 'confirmed')).toBe(true);
  });

  it('answers 404 for a session that is not a class occurrence, 400 for bad input, 409 once it has started', async () => {
    const made = await classWithRoster();
    const [first] = await sessionsOf(made.id);
    const url = `/api/admin/class-sessions/${first!.id}`;
    expect(
      (await t.patch('/api/admin/class-sessions/999999', { cancelled: true }, { cookie: admin }))
        .statusCode,
    ).toBe(404);
    expect((await t.patch(url, {}, { cookie: admin })).statusCode).toBe(400);
    expect((await t.patch(url, { startsAt: '25:00' }, { cookie: admin })).statusCode).toBe(400);
    expect((await t.patch(url, { on: '2026-08-01' }, { cookie: admin })).statusCode).toBe(400);
    const [past] = await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: new Date('2026-08-01T15:00:00Z') })
      .where(eq(scheduledSessions.id, first!.id))
      .returning();
    const started = await t.patch(
      `/api/admin/class-sessions/${past!.id}`,
      { cancelled: true },
      { cookie: admin },
    );
    expect(started.statusCode).toBe(409);
    expect(messageOf(started)).toMatch(/already started/);
  });
});

describe('POST /api/admin/classes/:id/series-changes', () => {
  it('changes only the occurrences from the date, keeps one changed on its own, and tells the families', async () => {
    const made = await classWithRoster();
    const before = await sessionsOf(made.id);
    const moved = before.find((r) => r.occurrenceOn === '2026-11-16')!;
    await t.patch(
      `/api/admin/class-sessions/${moved.id}`,
      { startsAt: '18:00' },
      { cookie: admin },
    );
    const since = await lastEmailId();
    const res = await t.post(
      `${CLASSES}/${made.id}/series-changes`,
      {
        from: '2026-11-02',
        slots: [{ weekday: 3, startsAt: '17:00', duration: 45 }],
        tutorId: substituteId,
      },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SeriesChangeResult>();
    // Seven Mondays from 2 November, the one moved on its own kept; it stands in for its own day
    // only, so all seven Wednesdays are made.
    expect(result).toMatchObject({ removed: 6, kept: 1, created: 7 });
    expect(result.class.tutorId).toBe(substituteId);
    // The Monday slot is still in force until 1 November; the Wednesday one follows it.
    expect(result.class.slots).toEqual([
      expect.objectContaining({ weekday: 1, validFrom: '2026-09-02', validUntil: '2026-11-01' }),
      expect.objectContaining({
        weekday: 3,
        startsAt: '17:00',
        duration: 45,
        validFrom: '2026-11-02',
        validUntil: null,
      }),
    ]);
    const after = await sessionsOf(made.id);
    const early = after.filter((r) => r.occurrenceOn! < '2026-11-02');
    expect(early).toEqual(before.filter((r) => r.occurrenceOn! < '2026-11-02'));
    const late = after.filter((r) => r.occurrenceOn! >= '2026-11-02' && !r.detached);
    expect(late.map((r) => r.occurrenceOn)).toEqual([
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
    ]);
    expect(
      late.every(
        (r) =>
          ukClock(r.scheduledFor) === '17:00' && r.duration === 45 && r.tutorId === substituteId,
      ),
    ).toBe(true);
    expect(after.find((r) => r.id === moved.id)).toMatchObject({ detached: true, tutorId });
    const [old] = await t.db
      .select()
      .from(classSlots)
      .where(and(eq(classSlots.classId, made.id), eq(classSlots.weekday, 1)));
    expect(old!.validUntil).toBe('2026-11-01');
    const mine = await emailsTo(parentEmail, since);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.textBody).toContain('From 2 November the class meets:');
    expect(mine[0]!.textBody).toContain('Wednesdays at 17:00 for 45 minutes');
    const [job] = await reminderJob(late[0]!.id, '24h');
    expect(job!.data.startsAt).toBe(late[0]!.scheduledFor.toISOString());
  });

  it('refuses a date already past, an unknown class and an empty change', async () => {
    const made = await classWithRoster();
    const url = `${CLASSES}/${made.id}/series-changes`;
    const past = await t.post(url, { from: '2026-08-01', duration: 45 }, { cookie: admin });
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toMatch(/today or a later date/);
    expect((await t.post(url, { from: '2026-11-02' }, { cookie: admin })).statusCode).toBe(400);
    expect(
      (
        await t.post(
          `${CLASSES}/999999/series-changes`,
          { from: '2026-11-02', duration: 45 },
          { cookie: admin },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/classes/:id', () => {
  it('renames, refuses a capacity below the roster, and closing cancels the sessions still to come', async () => {
    const made = await classWithRoster();
    const url = `${CLASSES}/${made.id}`;
    const renamed = await t.patch(
      url,
      { name: 'Maths with Cleo', capacity: 10 },
      { cookie: admin },
    );
    expect(renamed.json<SeriesClass>()).toMatchObject({ name: 'Maths with Cleo', capacity: 10 });
    const tooSmall = await t.patch(url, { capacity: 2 }, { cookie: admin });
    expect(tooSmall.statusCode).toBe(409);
    const since = await lastEmailId();
    const closed = await t.patch(url, { closed: true }, { cookie: admin });
    expect(closed.json<SeriesClass>().closedAt).not.toBeNull();
    expect((await sessionsOf(made.id)).every((r) => r.status === 'cancelled')).toBe(true);
    expect(await emailsTo(parentEmail, since)).toHaveLength(1);
    expect((await t.patch(url, {}, { cookie: admin })).statusCode).toBe(400);
  });
});
