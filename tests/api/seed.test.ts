import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonReportComments } from '../../src/server/db/schema-attendance.js';
import { students, users } from '../../src/server/db/schema.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-content.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import type { UsageReport } from '../../src/shared/employer-report/schemas.js';
import type { LoginRole } from '../../src/shared/constants.js';
import type { ChildAttendance } from '../../src/shared/attendance/schemas.js';
import type { ReportPage } from '../../src/shared/lesson-reports/schemas.js';
import type { SchoolYear, SchoolYearDetail } from '../../src/shared/school-years/schemas.js';
import { createTestApp, signIn, type TestApp } from './support/app.js';

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
});
