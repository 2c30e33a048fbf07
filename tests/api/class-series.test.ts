import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassWithSessions } from '../../src/server/classes/series.js';
import { classSlots, scheduledSessions } from '../../src/server/db/schema.js';
import { createTutor } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { defaultTerms } from '../../src/shared/school-years/calendar.js';
import { ukDayOf } from '../../src/shared/dates/uk-instant.js';
import { ukClockFields } from '../../src/shared/dates/format.js';
import { createTestApp, type TestApp } from './support/app.js';

/*
 * Issue 28 §2: a class's sessions generated from its weekly slots over its terms, skipping
 * half-terms and bank holidays, at the same UK wall-clock time across the clock changes.
 */

let t: TestApp;
let tutorId: number;
let yearId: number;

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

beforeAll(async () => {
  t = await createTestApp();
  tutorId = (await createTutor(t.db, { fullName: 'Cleo Class' })).id;
  yearId = (await createSchoolYear(t.db, { startYear: 2026 })).id;
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
