import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import { classSession, makeClass } from '../../src/server/factories/classes.js';
import { createTutor, createUser } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { readInput } from '../../src/server/features/allocation/inputs.js';
import { put, messageOf } from './support/admin.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 31 §1: a tutor without a complete, current vetting record is given no class and no
 * session, is skipped by the allocation and is refused at the classroom's door, with a message
 * naming what is missing or lapsed.
 */

// A UK Thursday in the summer before the school year, so every class session is still to come.
const clock = new TestClock(new Date('2026-08-20T09:00:00Z'));
let t: TestApp;
let admin: string;
let vetted: UserRow;
let unvetted: UserRow;
let lapsed: UserRow;
let yearId: number;

const MISSING = 'missing second reference';
const LAPSED = 'needs renewing: DBS Update Service status check';
const refusal = (name: string, problem: string) =>
  `${name} cannot be given classes or sessions until their vetting record is complete and current (${problem}).`;

beforeAll(async () => {
  t = await createTestApp({ jobs: { clock } });
  admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  vetted = await createTutor(
    t.db,
    { fullName: 'Vera Vetted' },
    {},
    { statusCheckOn: '2026-06-01' },
  );
  unvetted = await createTutor(
    t.db,
    { fullName: 'Uma Unvetted' },
    {},
    { statusCheckOn: '2026-06-01', omit: [{ kind: 'reference', slot: 2 }] },
  );
  // Checked a year ago to the day on the test clock: the check falls due today.
  lapsed = await createTutor(
    t.db,
    { fullName: 'Lars Lapsed' },
    {},
    { statusCheckOn: '2025-08-20' },
  );
  yearId = (await createSchoolYear(t.db, { startYear: 2026 })).id;
});
afterAll(() => t.close());

const newClass = (tutorId: number) => ({
  schoolYearId: yearId,
  yearGroup: 'Year 9',
  subject: 'Mathematics',
  tutorId,
  terms: [1],
  slots: [{ weekday: 3, startsAt: '16:00', duration: 60 }],
});

const newSession = (tutorId: number) => ({
  title: 'Fractions revision',
  description: 'Adding and subtracting fractions.',
  subject: 'Mathematics',
  tutorId,
  scheduledFor: '2026-09-10T15:00:00Z',
  duration: 60,
  academicYear: 'Year 9',
});

describe('giving a tutor teaching', () => {
  it('refuses a class to a tutor with a missing or lapsed check, naming it', async () => {
    const missing = await t.post('/api/admin/classes', newClass(unvetted.id), { cookie: admin });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(messageOf(missing)).toBe(refusal('Uma Unvetted', MISSING));
    const due = await t.post('/api/admin/classes', newClass(lapsed.id), { cookie: admin });
    expect(due.statusCode, due.body).toBe(400);
    expect(messageOf(due)).toBe(refusal('Lars Lapsed', LAPSED));
    const ok = await t.post('/api/admin/classes', newClass(vetted.id), { cookie: admin });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a class’s new tutor, a substitute for one occurrence', async () => {
    const cls = await makeClass(t.db, { tutorId: vetted.id });
    const change = await t.request({
      method: 'PATCH',
      url: `/api/admin/classes/${cls.id}`,
      payload: { tutorId: lapsed.id },
      cookie: admin,
    });
    expect(change.statusCode, change.body).toBe(400);
    expect(messageOf(change)).toBe(refusal('Lars Lapsed', LAPSED));
    const session = await classSession(t.db, cls, {
      scheduledFor: new Date('2026-09-08T15:00:00Z'),
    });
    const substitute = await t.request({
      method: 'PATCH',
      url: `/api/admin/class-sessions/${session.id}`,
      payload: { tutorId: unvetted.id },
      cookie: admin,
    });
    expect(substitute.statusCode, substitute.body).toBe(400);
    expect(messageOf(substitute)).toBe(refusal('Uma Unvetted', MISSING));
  });

  it('refuses a scheduled session to them, new or handed over', async () => {
    const created = await t.post('/api/admin/scheduled-sessions', newSession(unvetted.id), {
      cookie: admin,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(messageOf(created)).toBe(refusal('Uma Unvetted', MISSING));
    const ok = await t.post('/api/admin/scheduled-sessions', newSession(vetted.id), {
      cookie: admin,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const handed = await put(
      t,
      `/api/admin/scheduled-sessions/${ok.json<{ id: number }>().id}`,
      { tutorId: lapsed.id },
      admin,
    );
    expect(handed.statusCode, handed.body).toBe(400);
    expect(messageOf(handed)).toBe(refusal('Lars Lapsed', LAPSED));
  });

  it('leaves them out of the allocation’s tutors', async () => {
    const input = await readInput(
      t.db,
      { yearGroup: 'Year 9', subject: 'Mathematics', schoolYearId: yearId },
      '2026-08-20',
    );
    const ids = input.tutors.map((tutor) => tutor.id);
    expect(ids).toContain(vetted.id);
    expect(ids).not.toContain(unvetted.id);
    expect(ids).not.toContain(lapsed.id);
  });
});

describe('the classroom door', () => {
  it('refuses the ticket of a tutor whose check has lapsed, telling them why', async () => {
    // Real time here: a status check of 2020 has long lapsed.
    const tutor = await createTutor(t.db, {}, {}, { statusCheckOn: '2020-01-01' });
    const cls = await makeClass(t.db, { tutorId: tutor.id });
    const session = await classSession(t.db, cls, {
      scheduledFor: new Date(Date.now() + 5 * 60_000),
    });
    const res = await t.post(
      `/api/sessions/${session.id}/classroom/tickets`,
      {},
      { cookie: await signInAs(t, tutor) },
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(messageOf(res)).toBe(
      `You cannot enter the classroom until your vetting record is complete and current (${LAPSED}). Please contact the ClassPerk team.`,
    );
  });
});
