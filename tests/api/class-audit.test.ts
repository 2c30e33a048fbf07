import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/server/db/schema.js';
import { createPreference, setAvailability } from '../../src/server/factories/allocation.js';
import { makeClass } from '../../src/server/factories/classes.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import type { AllocationRun } from '../../src/shared/allocation/schemas.js';
import type { AuditEventPage } from '../../src/shared/audit/schemas.js';
import type { SeriesClass } from '../../src/shared/class-series/schemas.js';
import type { Enrolment } from '../../src/shared/classes/enrolment-schemas.js';
import type { SchoolYearDetail } from '../../src/shared/school-years/schemas.js';
import { withQuery } from './support/query.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

/*
 * Issue 28: the admins' changes to classes, rosters and academic years, the roll-over and the
 * allocation runs are in the audit trail, read on the admins' audit trail page.
 */

let t: TestApp;
let admin: UserRow;
let cookie: string;
let tutor: UserRow;
/** Years far ahead, so every session is still to come whatever today is. */
let schoolYearId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  cookie = await signInAs(t, admin);
  tutor = await createTutor(t.db);
  schoolYearId = (await createSchoolYear(t.db, { startYear: 2096 })).id;
});
afterAll(() => t.close());

/** The trail as the admins' page reads it, oldest first, as [action, record type, record id]. */
async function trail(filter: Record<string, string | number>) {
  const res = await t.get(withQuery('/api/admin/audit-events', filter), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEventPage>().items.reverse();
}
const byAdmin = { actor: { id: expect.any(Number) as number, name: expect.any(String) as string } };

describe('the audit trail of classes', () => {
  it('records an admin creating a class, changing it, its series and one occurrence', async () => {
    const made = await t.post(
      '/api/admin/classes',
      {
        schoolYearId,
        yearGroup: 'Year 10',
        subject: 'Mathematics',
        tutorId: tutor.id,
        slots: [{ weekday: 1, startsAt: '16:00', duration: 60 }],
        terms: [1],
      },
      { cookie },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<SeriesClass>();
    const renamed = await t.patch(`/api/admin/classes/${id}`, { name: 'Maths 10A' }, { cookie });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const series = await t.post(
      `/api/admin/classes/${id}/series-changes`,
      { from: '2096-11-02', duration: 45 },
      { cookie },
    );
    expect(series.statusCode, series.body).toBe(200);
    const [first] = await sessionsOf(id);
    const sessionId = first!.sessionId;
    const cancelled = await t.patch(
      `/api/admin/class-sessions/${sessionId}`,
      { cancelled: true },
      { cookie },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await trail({ recordType: 'class', recordId: id })).toEqual([
      expect.objectContaining({ action: 'create', actor: { id: admin.id, name: admin.fullName } }),
      expect.objectContaining({ action: 'update', fields: ['name'], actorRole: 'admin' }),
      expect.objectContaining({ action: 'change_series', fields: ['from', 'duration'] }),
    ]);
    expect(await trail({ recordType: 'class_session', recordId: sessionId })).toEqual([
      expect.objectContaining({ action: 'update', fields: ['cancelled'], ...byAdmin }),
    ]);
  });

  it('records an admin adding, moving and taking out a child, against the child’s family', async () => {
    const parent = await createUser(t.db, { role: 'parent' });
    const child = await createStudent(t.db, { parentId: parent.id, grade: 'Year 10' });
    const first = await makeClass(t.db, { tutorId: tutor.id, schoolYearId });
    const second = await makeClass(t.db, { tutorId: tutor.id, schoolYearId, name: 'Maths B' });

    const added = await t.post(
      `/api/admin/classes/${first.id}/enrolments`,
      { studentId: child.id },
      { cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const moved = await t.post(
      `/api/admin/classes/${first.id}/enrolments/${child.id}/move`,
      { toClassId: second.id },
      { cookie },
    );
    expect(moved.statusCode, moved.body).toBe(201);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/classes/${second.id}/enrolments/${child.id}`,
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const enrolment = (res: typeof added) => res.json<Enrolment>().id;
    expect(await trail({ person: parent.id })).toEqual([
      expect.objectContaining({ action: 'enrol', recordId: enrolment(added) }),
      expect.objectContaining({ action: 'move', recordId: enrolment(moved) }),
      expect.objectContaining({ action: 'unenrol', recordId: enrolment(moved) }),
    ]);
    for (const event of await trail({ person: parent.id })) {
      expect(event).toMatchObject({
        recordType: 'class_enrolment',
        subject: { id: parent.id },
        ...byAdmin,
      });
    }
  });
});

describe('the audit trail of academic years and allocation runs', () => {
  it('records an admin adding and changing a year, and the roll-over they start and its end', async () => {
    const added = await t.post('/api/admin/school-years', { startYear: 2095 }, { cookie });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<SchoolYearDetail>();
    const changed = await t.patch(
      `/api/admin/school-years/${id}`,
      { holidayRegion: 'SCT' },
      { cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const rolled = await t.post(
      `/api/admin/school-years/${id}/roll-over`,
      { confirm: true },
      { cookie },
    );
    expect(rolled.statusCode, rolled.body).toBe(202);
    await t.jobsIdle();

    expect(await trail({ recordType: 'school_year', recordId: id })).toEqual([
      expect.objectContaining({ action: 'create', ...byAdmin }),
      expect.objectContaining({ action: 'update', fields: ['holidayRegion'], ...byAdmin }),
    ]);
    expect(await trail({ recordType: 'roll_over', recordId: id })).toEqual([
      expect.objectContaining({ action: 'start', ...byAdmin }),
      expect.objectContaining({ action: 'finish', actor: null, actorRole: null }),
    ]);
  });

  it('records the admin starting an allocation run and the run writing its result', async () => {
    const subject = 'Audited Latin';
    const teacher = await createTutor(t.db, {}, { subjects: [subject] });
    await setAvailability(t.db, teacher.id, [{ weekday: 3, startsAt: '16:00', endsAt: '18:00' }]);
    for (let i = 0; i < 8; i++) {
      const child = await createStudent(t.db, { grade: 'Year 8', subjects: subject });
      await createPreference(t.db, child.id, subject, [{ weekday: 3, startsAt: '16:00' }]);
    }
    const started = await t.post(
      '/api/admin/allocation-runs',
      { yearGroup: 'Year 8', subject, schoolYearId },
      { cookie },
    );
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<AllocationRun>();
    await t.jobsIdle();

    expect(await trail({ recordType: 'allocation_run', recordId: id })).toEqual([
      expect.objectContaining({ action: 'start', ...byAdmin }),
      expect.objectContaining({ action: 'finish', actor: null }),
    ]);
  });
});

async function sessionsOf(classId: number) {
  const res = await t.get(`/api/classes/${classId}/sessions`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[] }>().items.map((item) => ({ sessionId: item.id }));
}
