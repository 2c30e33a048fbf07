import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/identity/passwords.js';
import { holdsMoreThanDemoData } from '../../src/server/seed/scale-guard.js';
import { seedScale, type ScaleSizes } from '../../src/server/seed/scale.js';
import { SCHEDULED_SESSION_STATUSES } from '../../src/shared/constants.js';
import { createTestApp, rowsOf, signIn, type TestApp } from './support/app.js';

const PASSWORD = 'scale-seed-password';
const DAY_MS = 86_400_000;

let t: TestApp;
let sizes: ScaleSizes;
let heldDataBefore: boolean;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  heldDataBefore = await holdsMoreThanDemoData(t.db);
  sizes = await seedScale(t.db, { scale: 0.001, passwordHash: await hashPassword(PASSWORD), now });
});
afterAll(() => t?.close());

const countOf = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.db, query))[0]!.n;

describe('scale seed at a thousandth of its size', () => {
  it('makes the rows of each kind it reports, within the schema', async () => {
    expect(sizes).toMatchObject({
      companies: 5,
      tutors: 2,
      admins: 1,
      studentAccounts: 18,
      parents: 79,
      users: 100,
      scheduledSessions: 1000,
    });
    const roles = await rowsOf<{ role: string; n: number }>(
      t.db,
      sql`select role, count(*)::int as n from users group by role order by role`,
    );
    expect(roles).toEqual([
      { role: 'admin', n: 1 },
      { role: 'parent', n: 79 },
      { role: 'student', n: 18 },
      { role: 'tutor', n: 2 },
    ]);
    expect(await countOf(sql`select count(*)::int as n from tutor_profiles`)).toBe(2);
    expect(await countOf(sql`select count(*)::int as n from companies`)).toBe(5);
    expect(await countOf(sql`select count(*)::int as n from students`)).toBe(79 + 18);
    expect(await countOf(sql`select count(*)::int as n from scheduled_sessions`)).toBe(1000);
    expect(await countOf(sql`select count(*)::int as n from live_sessions`)).toBe(10);
    expect(await countOf(sql`select count(*)::int as n from recorded_lessons`)).toBe(20);
    expect(await countOf(sql`select count(*)::int as n from resources`)).toBe(20);
    expect(await countOf(sql`select count(*)::int as n from lesson_views`)).toBeGreaterThan(0);
  });

  it('links each student account to a parent of the same company', async () => {
    const unmatched = await countOf(sql`
      select count(*)::int as n from students s
      join users su on su.id = s.user_id join users p on p.id = s.parent_id
      where su.role <> 'student' or p.role <> 'parent' or su.company_id is distinct from p.company_id`);
    expect(unmatched).toBe(0);
    expect(
      await countOf(sql`select count(*)::int as n from students where user_id is not null`),
    ).toBe(18);
  });

  it('spreads sessions over a year either side of now, with statuses the app knows', async () => {
    const [span] = await rowsOf<{ first: string; last: string; statuses: string[]; years: number }>(
      t.db,
      sql`select min(scheduled_for)::text as first, max(scheduled_for)::text as last,
            array_agg(distinct status order by status) as statuses,
            count(distinct academic_year)::int as years
          from scheduled_sessions`,
    );
    expect(new Date(span!.first).getTime()).toBeLessThan(now.getTime() - 360 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeGreaterThan(now.getTime() + 360 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeLessThan(now.getTime() + 367 * DAY_MS);
    expect(span!.years).toBe(7);
    expect(span!.statuses.length).toBeGreaterThan(3);
    for (const status of span!.statuses) expect(SCHEDULED_SESSION_STATUSES).toContain(status);
  });

  it('is seen as more than the demo data, so a second run needs --force', async () => {
    expect(heldDataBefore).toBe(false);
    expect(await holdsMoreThanDemoData(t.db)).toBe(true);
  });

  it('signs in every role with the one password and answers their lists', async () => {
    const parent = await signIn(t, 'scale.parent.1', PASSWORD, 'student');
    const upcoming = await t.get('/api/scheduled-sessions/upcoming', { cookie: parent });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(upcoming.json<unknown[]>().length).toBeGreaterThan(0);

    const tutor = await signIn(t, 'scale.tutor.1', PASSWORD, 'tutor');
    const students = await t.get('/api/students', { cookie: tutor });
    expect(students.statusCode, students.body).toBe(200);
    expect(students.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);

    const admin = await signIn(t, 'scale.admin.1', PASSWORD, 'admin');
    const companies = await t.get('/api/admin/companies', { cookie: admin });
    expect(companies.statusCode, companies.body).toBe(200);
    expect(companies.json<{ items: unknown[] }>().items).toHaveLength(5);
  });
});
