import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonReportComments } from '../../src/server/db/schema-attendance.js';
import { students, users } from '../../src/server/db/schema.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-content.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { ensureDemoClassroomLesson } from '../../src/server/seed/demo-classroom.js';
import type { TutorListItem } from '../../src/shared/admin/schemas.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import type { UsageReport } from '../../src/shared/employer-report/schemas.js';
import type { LoginRole } from '../../src/shared/constants.js';
import type { ChildAttendance } from '../../src/shared/attendance/schemas.js';
import type { ReportPage } from '../../src/shared/lesson-reports/schemas.js';
import type { SchoolYear, SchoolYearDetail } from '../../src/shared/school-years/schemas.js';
import { createTestApp, rowsOf, signIn, type TestApp } from './support/app.js';

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the demo accounts, who sign in with demo-password', async () => {
    expect(seeded).toBe(true);
    expect(DEMO_PASSWORD).toBe('demo-password');
    const cases: [string, LoginRole, string][] = [
      ['admin', 'admin', 'admin'],
      ['tutor', 'tutor', 'tutor'],
      ['parent', 'student', 'parent'],
      ['student', 'student', 'student'],
      ['employer', 'employer', 'employer'],
    ];
    for (const [username, picker, role] of cases) {
      const cookie = await signIn(t, username, 'demo-password', picker);
      const me = (await t.get('/api/user', { cookie })).json<CurrentUser>();
      expect(me, username).toMatchObject({ username, role });
    }
  });

  it('gives the demo employer a usage report with figures to show (issue 15 §3)', async () => {
    const cookie = await signIn(t, 'employer', 'demo-password', 'employer');
    const now = new Date();
    const month = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
    const res = await t.get(`/api/employer/report?from=${month(5)}&to=${month(0)}`, { cookie });
    const report = res.json<UsageReport>();
    expect(report.company.name).toBe('Northwind Logistics');
    expect(report.range.activeFamilies).toEqual(expect.any(Number));
    expect(report.range.sessionsAttended).toEqual(expect.any(Number));
    expect(report.range.byYearGroup.length).toBeGreaterThan(0);
  });

  it('has the 2026/27 academic year with its three terms (issue 28 §1)', async () => {
    const cookie = await signIn(t, 'admin', 'demo-password', 'admin');
    const page = (await t.get('/api/admin/school-years', { cookie })).json<{
      items: SchoolYear[];
    }>();
    expect(page.items.map((year) => year.label)).toEqual(['2026/27']);
    const year = (
      await t.get(`/api/admin/school-years/${page.items[0]!.id}`, { cookie })
    ).json<SchoolYearDetail>();
    expect(year.terms.map((term) => term.startsOn)).toEqual([
      '2026-09-02',
      '2027-01-04',
      '2027-04-12',
    ]);
  });

  it('does nothing when run a second time', async () => {
    const before = await t.db.select({ n: count() }).from(users);
    expect(await seedDemo(t.db)).toBe(false);
    const after = await t.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
  });

  it('gives the demo parent two children', async () => {
    const [parent] = await t.db.select().from(users).where(eq(users.username, 'parent'));
    const children = await t.db.select().from(students).where(eq(students.parentId, parent!.id));
    expect(children).toHaveLength(2);
    const [student] = await t.db.select().from(users).where(eq(users.username, 'student'));
    expect(children.map((child) => child.userId)).toContain(student!.id);
  });

  it('gives the demo tutors complete vetting, one renewing within 30 days (issue 31 §1)', async () => {
    const admin = await signIn(t, 'admin', 'demo-password', 'admin');
    const all = (await t.get('/api/admin/tutors?pageSize=50', { cookie: admin })).json<{
      items: TutorListItem[];
    }>().items;
    const states = Object.fromEntries(all.map((tutor) => [tutor.username, tutor.vetting.state]));
    expect(states).toMatchObject({ tutor: 'complete', 'james.patel': 'renew-soon' });
    expect(all.every((tutor) => tutor.vetting.canTeach)).toBe(true);
    const attention = (
      await t.get('/api/admin/tutors?show=needs-attention', { cookie: admin })
    ).json<{ items: TutorListItem[] }>().items;
    expect(attention.map((tutor) => tutor.username)).toEqual(['james.patel']);
  });

  it('gives the demo tutor students to see', async () => {
    const cookie = await signIn(t, 'tutor', 'demo-password', 'tutor');
    const res = await t.get('/api/students', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
  });

  it('gives the demo parent and tutor an unread message each, and the admins a report (issue 16)', async () => {
    for (const [username, picker] of [
      ['parent', 'student'],
      ['tutor', 'tutor'],
    ] as const) {
      const cookie = await signIn(t, username, 'demo-password', picker);
      expect((await t.get('/api/messages/unread', { cookie })).json(), username).toEqual({
        total: 1,
      });
      const list = await t.get('/api/messages/conversations', { cookie });
      expect(list.statusCode, list.body).toBe(200);
    }
    const admin = await signIn(t, 'admin', 'demo-password', 'admin');
    const queue = await t.get('/api/admin/message-reports', { cookie: admin });
    expect(queue.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it("gives the demo's past sessions lesson reports, the parent's with Maya's comment (issue 15 §2)", async () => {
    const cookie = await signIn(t, 'parent', 'demo-password', 'student');
    const [maya] = await t.db.select().from(students).where(eq(students.name, 'Maya Shah'));
    const [commented] = await t.db
      .select({ sessionId: lessonReportComments.sessionId })
      .from(lessonReportComments)
      .where(eq(lessonReportComments.studentId, maya!.id))
      .limit(1);
    const res = await t.get(`/api/scheduled-sessions/${commented!.sessionId}/report`, { cookie });
    const page = res.json<ReportPage>();
    expect(page.report?.covered).toEqual(expect.any(String));
    expect(page.items.map((item) => [item.id, item.name])).toEqual([[maya!.id, 'Maya Shah']]);
    expect(page.items[0]!.comment).toContain('Maya');
  });

  it("gives the demo parent's children attendance to show (issue 15 §1)", async () => {
    const cookie = await signIn(t, 'parent', 'demo-password', 'student');
    const [maya] = await t.db.select().from(students).where(eq(students.name, 'Maya Shah'));
    const res = await t.get(`/api/attendance/children/${maya!.id}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ChildAttendance>();
    expect(body.subjects.length).toBeGreaterThan(0);
    expect(new Set(body.recent.map((row) => row.status)).size).toBeGreaterThan(1);
  });

  it('gives the demo classes of several sizes, a full one with a waitlist (issue 28 §7)', async () => {
    const classes = await rowsOf<{ name: string; size: number; capacity: number; waiting: number }>(
      t.db,
      sql`select c.name, c.capacity,
            (select count(*)::int from class_enrolments e where e.class_id = c.id) as size,
            (select count(*)::int from class_waitlist w
              where w.class_id = c.id and w.status = 'waiting') as waiting
          from classes c order by c.id`,
    );
    const sizes = classes.map((c) => c.size);
    expect(sizes).toContain(12);
    expect(sizes).toContain(9);
    expect(sizes.some((size) => size < 8)).toBe(true);
    expect(new Set(sizes).size).toBeGreaterThan(3);
    const full = classes.filter((c) => c.size === c.capacity);
    expect(full).toEqual([expect.objectContaining({ name: 'Year 10 Mathematics A', waiting: 2 })]);
    for (const c of classes.filter((c) => c.size < c.capacity)) expect(c.waiting).toBe(0);
  });

  it("puts the demo parent's children and the demo tutor on classes, with class sessions ahead", async () => {
    const mine = await rowsOf<{ name: string; classes: number; tutored: number }>(
      t.db,
      sql`select s.name,
            (select count(*)::int from class_enrolments e where e.student_id = s.id) as classes,
            (select count(*)::int from classes c join users u on u.id = c.tutor_id
              where u.username = 'tutor') as tutored
          from students s join users p on p.id = s.parent_id
          where p.username = 'parent' order by s.name`,
    );
    expect(mine).toEqual([
      { name: 'Arjun Shah', classes: 2, tutored: 4 },
      { name: 'Maya Shah', classes: 3, tutored: 4 },
    ]);
    for (const [username, picker] of [
      ['parent', 'student'],
      ['student', 'student'],
    ] as const) {
      const cookie = await signIn(t, username, 'demo-password', picker);
      const upcoming = (await t.get('/api/scheduled-sessions/upcoming', { cookie })).json<
        { id: number }[]
      >();
      const [row] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from scheduled_sessions ss
            join class_enrolments e on e.class_id = ss.class_id
            join students s on s.id = e.student_id
            join users u on u.id in (s.parent_id, s.user_id)
            where u.username = ${username}
              and ss.id in (${sql.join(
                upcoming.map((session) => sql`${session.id}`),
                sql`, `,
              )})`,
      );
      expect(row!.n, username).toBeGreaterThan(0);
    }
  });

  it("holds the classes' sessions at their slots' UK wall-clock times on teaching days", async () => {
    const wrong = await rowsOf<{ id: number }>(
      t.db,
      sql`select ss.id from scheduled_sessions ss join class_slots s on s.id = ss.class_slot_id
          where to_char(ss.scheduled_for at time zone 'Europe/London', 'HH24:MI') <> s.starts_at
            or (ss.scheduled_for at time zone 'Europe/London')::date <> ss.occurrence_on
            or extract(isodow from ss.occurrence_on) <> s.weekday`,
    );
    expect(wrong).toEqual([]);
    const perClass = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from scheduled_sessions
          where class_id is not null group by class_slot_id`,
    );
    expect(perClass.length).toBeGreaterThan(8);
    // A slot meets once each teaching week: about 39 in a year, fewer where bank holidays fall.
    for (const { n } of perClass) expect(n).toBeGreaterThanOrEqual(35);
  });

  it('leaves Year 7 Mathematics unplaced with preferred times, and the tutors available', async () => {
    const unplaced = await rowsOf<{ name: string; times: unknown[] }>(
      t.db,
      sql`select s.name, p.times from class_preferences p join students s on s.id = p.student_id
          where p.subject = 'Mathematics' and s.grade = 'Year 7'
            and not exists (select 1 from class_enrolments e
              where e.student_id = s.id and e.subject = 'Mathematics')`,
    );
    expect(unplaced.length).toBeGreaterThanOrEqual(8);
    expect(unplaced.map((child) => child.name)).toContain('Arjun Shah');
    for (const child of unplaced) expect(child.times.length).toBeGreaterThan(0);
    const available = await rowsOf<{ username: string; ranges: number }>(
      t.db,
      sql`select u.username, count(a.id)::int as ranges from users u
          left join tutor_availability a on a.tutor_id = u.id
          where u.role = 'tutor' group by u.username order by u.username`,
    );
    for (const tutor of available) expect(tutor.ranges, tutor.username).toBe(5);
  });

  it('has a classroom lesson that opens now, for the demo tutor and student (issue 29 §6)', async () => {
    const now = Date.now();
    const lesson = (await ensureDemoClassroomLesson(t.db, now))!;
    expect(lesson.venue).toBe('classroom');
    const startsIn = lesson.scheduledFor.getTime() - now;
    expect(startsIn).toBeGreaterThan(4 * 60_000);
    expect(startsIn).toBeLessThanOrEqual(6 * 60_000);
    // Started again within the hour: the same lesson, not another.
    expect((await ensureDemoClassroomLesson(t.db, now + 20 * 60_000))!.id).toBe(lesson.id);
    for (const [username, picker] of [
      ['tutor', 'tutor'],
      ['student', 'student'],
    ] as const) {
      const cookie = await signIn(t, username, 'demo-password', picker);
      const chat = await t.get(`/api/sessions/${lesson.id}/classroom/chat`, { cookie });
      expect(chat.statusCode, username).toBe(200);
    }
  });
});
