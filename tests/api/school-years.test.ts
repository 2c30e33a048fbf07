import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classEnrolments, classWaitlist } from '../../src/server/db/schema-classes.js';
import { classes, schoolYears, students } from '../../src/server/db/schema.js';
import { createStudent, createTutor, createUser } from '../../src/server/factories/index.js';
import { createSchoolYear } from '../../src/server/factories/school-years.js';
import { OFFER_TEACHING_WEEKS } from '../../src/shared/classes/rules.js';
import { defaultTerms } from '../../src/shared/school-years/calendar.js';
import type { SchoolYear, SchoolYearDetail } from '../../src/shared/school-years/schemas.js';
import { expectFieldErrors, messageOf, signInEveryRole, type Cookies } from './support/admin.js';
import { createTestApp, emailsTo, rowsOf, type TestApp } from './support/app.js';

/* Academic years (issue 28 §1): the admins' CRUD with its checks, and the roll-over job. */

let t: TestApp;
let cookies: Cookies;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInEveryRole(t);
});
afterAll(() => t.close());

const admin = () => ({ cookie: cookies.admin });
const create = (payload: object) => t.post('/api/admin/school-years', payload, admin());
const detail = async (id: number) =>
  (await t.get(`/api/admin/school-years/${id}`, admin())).json<SchoolYearDetail>();

describe('academic years', () => {
  it('refuses everyone but admins', async () => {
    for (const role of ['tutor', 'parent', 'student'] as const) {
      const res = await t.get('/api/admin/school-years', { cookie: cookies[role] });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it("adds a year labelled by its start, with England's terms and bank holidays by default", async () => {
    const res = await create({ startYear: 2026 });
    expect(res.statusCode, res.body).toBe(201);
    const year = res.json<SchoolYearDetail>();
    expect(year).toMatchObject({
      label: '2026/27',
      startYear: 2026,
      startsOn: '2026-09-02',
      endsOn: '2027-07-21',
      holidayRegion: 'ENG',
      rollOver: { status: null, rolledOverAt: null },
    });
    expect(year.terms.map((term) => [term.name, term.halfTermStartsOn])).toEqual([
      ['Autumn', '2026-10-26'],
      ['Spring', '2027-02-15'],
      ['Summer', '2027-05-31'],
    ]);
    expect(year.bankHolidays).toContainEqual({
      date: '2027-05-03',
      name: 'Early May bank holiday',
    });
    expect(year.teachingWeeks).toBe(OFFER_TEACHING_WEEKS + 1);
  });

  it('refuses the same year twice, under its start year', async () => {
    await create({ startYear: 2031 });
    const res = await create({ startYear: 2031 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.startYear).toEqual([
      'That academic year already exists.',
    ]);
  });

  it('says what is wrong with terms out of order, outside the year or with a stray half-term', async () => {
    const [autumn, spring, summer] = defaultTerms(2032);
    const res = await create({
      startYear: 2032,
      terms: [
        { ...autumn, halfTermStartsOn: '2032-12-28', halfTermEndsOn: '2033-01-01' },
        { ...spring, startsOn: '2032-12-01' },
        { ...summer, endsOn: '2033-08-20', halfTermEndsOn: null },
      ],
    });
    expectFieldErrors(res, {
      'terms.0.halfTermStartsOn':
        'The autumn half-term must fall inside the autumn term, after its first day and before its last.',
      'terms.1.startsOn': 'The spring term must start after the autumn term ends.',
      'terms.2.endsOn': 'The summer term must end by 31 July 2033, the end of the academic year.',
      'terms.2.halfTermEndsOn': 'Give both days of the summer half-term, or neither.',
    });
    const bad = await create({ startYear: 1999 });
    expectFieldErrors(bad, { startYear: 'Enter a year from 2000 to 2098.' });
    const twoTerms = await create({ startYear: 2033, terms: defaultTerms(2033).slice(0, 2) });
    expectFieldErrors(twoTerms, {
      terms: 'An academic year has three terms: autumn, spring and summer.',
    });
  });

  it('lists the years a page at a time, the latest added first', async () => {
    for (const startYear of [2041, 2042, 2043]) await create({ startYear });
    const first = await t.get('/api/admin/school-years?pageSize=2', admin());
    const page = first.json<{ items: SchoolYear[]; nextCursor: string | null }>();
    expect(page.items.map((y) => y.label)).toEqual(['2043/44', '2042/43']);
    const second = await t.get(
      `/api/admin/school-years?pageSize=2&cursor=${page.nextCursor}`,
      admin(),
    );
    expect(second.json<{ items: SchoolYear[] }>().items[0]?.label).toBe('2041/42');
  });

  it('changes a half-term and the region, and the teaching weeks and bank holidays follow', async () => {
    const year = await createSchoolYear(t.db, { startYear: 2027 });
    const before = await detail(year.id);
    const terms = before.terms.map(({ position: _p, name: _n, ...dates }) => dates);
    terms[0] = { ...terms[0]!, halfTermStartsOn: '2027-10-18', halfTermEndsOn: '2027-10-29' };
    const res = await t.patch(
      `/api/admin/school-years/${year.id}`,
      { terms, holidayRegion: 'SCT' },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<SchoolYearDetail>();
    expect(after.teachingWeeks).toBe(before.teachingWeeks - 1);
    expect(after.terms[0]).toMatchObject({
      halfTermStartsOn: '2027-10-18',
      halfTermEndsOn: '2027-10-29',
    });
    expect(after.holidayRegion).toBe('SCT');
    expect(after.bankHolidays.map((h) => h.name)).toContain('St Andrew’s Day');
  });

  it('refuses terms that do not hold together, and a year that does not exist', async () => {
    const year = await createSchoolYear(t.db, { startYear: 2028 });
    const terms = defaultTerms(2028).map(({ position: _p, name: _n, ...dates }) => dates);
    terms[1] = { ...terms[1]!, halfTermStartsOn: '2029-02-19', halfTermEndsOn: '2029-02-12' };
    const res = await t.patch(`/api/admin/school-years/${year.id}`, { terms }, admin());
    expectFieldErrors(res, {
      'terms.1.halfTermEndsOn': 'The spring half-term must end on or after the day it starts.',
    });
    terms[1] = { ...terms[1], halfTermStartsOn: null, halfTermEndsOn: null };
    terms[0] = { ...terms[0]!, startsOn: '2027-09-01' };
    const early = await t.patch(`/api/admin/school-years/${year.id}`, { terms }, admin());
    expectFieldErrors(early, {
      'terms.0.startsOn': 'The autumn term must start between 1 August 2028 and 31 July 2029.',
    });
    expect((await t.get('/api/admin/school-years/999999', admin())).statusCode).toBe(404);
    expect((await t.get('/api/admin/school-years/x', admin())).statusCode).toBe(400);
  });
});

describe('the roll-over', () => {
  const before2020 = new Date('2020-06-01T12:00:00Z');

  async function family(grades: string[], opts: { parent?: boolean } = {}) {
    const parent =
      opts.parent === false
        ? null
        : await createUser(t.db, { role: 'parent', fullName: 'Pat Parent' });
    const children = [];
    for (const [i, grade] of grades.entries())
      children.push(
        await createStudent(t.db, {
          parentId: parent?.id ?? null,
          name: `Child ${i} ${grade}`,
          grade,
          createdAt: before2020,
        }),
      );
    return { parent, children };
  }

  const rollOver = (id: number, confirm = false) =>
    t.post(`/api/admin/school-years/${id}/roll-over`, { confirm }, admin());

  /** Everything the roll-over may touch, to see that a second run changes none of it. */
  const snapshot = async (yearId: number, studentIds: number[]) => ({
    students: await t.db
      .select({ id: students.id, grade: students.grade, leftOn: students.leftOn })
      .from(students)
      .where(inArray(students.id, studentIds))
      .orderBy(students.id),
    classes: await t.db.select().from(classes).where(eq(classes.schoolYearId, yearId)),
    enrolments: await t.db.select().from(classEnrolments).orderBy(classEnrolments.id),
    waitlist: await t.db.select().from(classWaitlist).orderBy(classWaitlist.id),
    emails: (
      await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from email_outbox`)
    )[0]!.n,
    year: (await t.db.select().from(schoolYears).where(eq(schoolYears.id, yearId)))[0],
  });

  it('moves every child up, lets Year 11 leave, closes the classes, invites each family once and deletes nothing', async () => {
    const year = await createSchoolYear(t.db, { startYear: 2020 });
    const tutor = await createTutor(t.db);
    const a = await family(['Year 10', 'Year 11 (GCSE)']);
    const b = await family(['Year 5']);
    const leaverOnly = await family(['Year 11 (GCSE)']);
    const alone = await family(['Year 7'], { parent: false });
    // Joined us after the year ended, already in the year group they start in.
    const late = await createStudent(t.db, {
      parentId: b.parent!.id,
      name: 'Late',
      grade: 'Year 6',
      createdAt: new Date('2021-08-10T12:00:00Z'),
    });
    const [maths] = await t.db
      .insert(classes)
      .values({
        name: 'Maths 10A',
        schoolYearId: year.id,
        yearGroup: 'Year 10',
        subject: 'Mathematics',
        tutorId: tutor.id,
      })
      .returning();
    const [otherYear] = await t.db
      .insert(classes)
      .values({
        name: 'Maths 10B',
        yearGroup: 'Year 10',
        subject: 'Mathematics',
        tutorId: tutor.id,
      })
      .returning();
    const [enrolment] = await t.db
      .insert(classEnrolments)
      .values({
        classId: maths!.id,
        studentId: a.children[0]!.id,
        subject: 'Mathematics',
        joinedOn: '2020-09-02',
      })
      .returning();
    await t.db.insert(classEnrolments).values({
      classId: otherYear!.id,
      studentId: b.children[0]!.id,
      subject: 'Mathematics',
      joinedOn: '2020-09-02',
    });
    await t.db.insert(classWaitlist).values({ classId: maths!.id, studentId: a.children[1]!.id });
    const everyone = [
      ...a.children,
      ...b.children,
      ...leaverOnly.children,
      ...alone.children,
      late,
    ].map((c) => c.id);
    const counts = async () =>
      rowsOf<{ s: number; e: number; c: number; w: number }>(
        t.db,
        sql`select (select count(*)::int from students) s, (select count(*)::int from class_enrolments) e,
                   (select count(*)::int from classes) c, (select count(*)::int from class_waitlist) w`,
      );
    const countsBefore = await counts();

    const res = await rollOver(year.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<SchoolYear>().rollOver.status).toBe('queued');
    await t.jobsIdle();

    const done = await detail(year.id);
    expect(done.rollOver).toMatchObject({ status: 'done', progress: 100 });
    expect(done.rollOver.rolledOverAt).not.toBeNull();
    const first = await snapshot(year.id, everyone);
    expect(first.students.map((s) => [s.grade, s.leftOn])).toEqual([
      ['Year 11 (GCSE)', null],
      ['Year 11 (GCSE)', '2021-07-22'],
      ['Year 6', null],
      ['Year 11 (GCSE)', '2021-07-22'],
      ['Year 8', null],
      ['Year 6', null],
    ]);
    expect(first.classes.every((c) => c.closedAt !== null)).toBe(true);
    const ended = first.enrolments.find((e) => e.id === enrolment!.id);
    expect(ended?.leftOn).toBe('2021-07-22');
    expect(first.enrolments.find((e) => e.classId === otherYear!.id)?.leftOn).toBeNull();
    expect(first.waitlist.find((w) => w.classId === maths!.id)?.status).toBe('withdrawn');
    expect(await counts()).toEqual(countsBefore);

    const [toA] = await emailsTo(t.db, a.parent!.email);
    expect(await emailsTo(t.db, a.parent!.email)).toHaveLength(1);
    expect(toA?.subject).toBe('Choose your classes for 2021/22');
    expect(toA?.textBody).toContain('Child 0 Year 10 is now in Year 11 (GCSE).');
    expect(toA?.textBody).toContain('Child 1 Year 11 (GCSE) has finished Year 11 and left us.');
    expect(toA?.textBody).toContain('http://localhost:3000/parent-dashboard/classes');
    expect(await emailsTo(t.db, b.parent!.email)).toHaveLength(1);
    expect(await emailsTo(t.db, leaverOnly.parent!.email)).toHaveLength(0);

    // Again, confirmed or not: nothing more changes, no one is emailed twice.
    expect((await rollOver(year.id, true)).statusCode).toBe(202);
    await t.jobsIdle();
    const second = await snapshot(year.id, everyone);
    expect(second).toEqual({ ...first, year: { ...first.year, rollOverStage: null } });
  });

  it('asks for confirmation before rolling over a year that has not ended', async () => {
    const year = await createSchoolYear(t.db, { startYear: 2090 });
    const res = await rollOver(year.id);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toMatch(/has not ended yet/);
    const confirmed = await rollOver(year.id, true);
    expect(confirmed.statusCode).toBe(202);
    await t.jobsIdle();
    expect((await detail(year.id)).rollOver.status).toBe('done');
  });

  it('refuses to roll over a year once a later one has been', async () => {
    const year = await createSchoolYear(t.db, { startYear: 2018 });
    await createSchoolYear(t.db, { startYear: 2019 }).then((later) =>
      t.db
        .update(schoolYears)
        .set({ rolledOverAt: new Date() })
        .where(eq(schoolYears.id, later.id)),
    );
    const res = await rollOver(year.id);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toMatch(/later academic year/);
  });
});
