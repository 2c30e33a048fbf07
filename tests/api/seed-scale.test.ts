import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/identity/passwords.js';
import { holdsMoreThanDemoData } from '../../src/server/seed/scale-guard.js';
import { scaleSizes, seedScale, type ScaleResult } from '../../src/server/seed/scale.js';
import { bankHolidays } from '../../src/server/school-years/bank-holidays.js';
import { SCHEDULED_SESSION_STATUSES } from '../../src/shared/constants.js';
import type { RegisterPage } from '../../src/shared/attendance/schemas.js';
import { defaultTerms, teachingDays } from '../../src/shared/school-years/calendar.js';
import { createTestApp, rowsOf, signIn, type TestApp } from './support/app.js';

const PASSWORD = 'scale-seed-password';
const DAY_MS = 86_400_000;
// Big enough that a year group and subject has more children than one class holds (about 30).
const SCALE = 0.003;

let t: TestApp;
let seeded: ScaleResult;
let heldDataBefore: boolean;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  heldDataBefore = await holdsMoreThanDemoData(t.db);
  seeded = await seedScale(t.db, { scale: SCALE, passwordHash: await hashPassword(PASSWORD), now });
});
afterAll(() => t?.close());

const countOf = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.db, query))[0]!.n;

/** Each seeded child's subjects, one row per child and subject, with how many share the pair. */
const WANTS = sql`
  select st.id as student_id, st.grade as year_group, w.subject,
    count(*) over (partition by st.grade, w.subject)::int as n
  from students st
  cross join lateral unnest(regexp_split_to_array(btrim(st.subjects), '\\s*,\\s*')) w(subject)`;

describe('scale seed at a small scale', () => {
  it('makes the rows of each kind it reports, within the schema', async () => {
    const size = scaleSizes(SCALE);
    expect(seeded).toMatchObject(size);
    const roles = await rowsOf<{ role: string; n: number }>(
      t.db,
      sql`select role, count(*)::int as n from users group by role order by role`,
    );
    expect(roles).toEqual([
      { role: 'admin', n: size.admins },
      { role: 'parent', n: size.parents },
      { role: 'student', n: size.studentAccounts },
      { role: 'tutor', n: size.tutors },
    ]);
    expect(await countOf(sql`select count(*)::int as n from students`)).toBe(
      size.parents + size.studentAccounts,
    );
    expect(await countOf(sql`select count(*)::int as n from scheduled_sessions`)).toBe(
      size.oneToOnes + seeded.classes.classSessions,
    );
    expect(await countOf(sql`select count(*)::int as n from classes`)).toBe(seeded.classes.classes);
    expect(await countOf(sql`select count(*)::int as n from live_sessions`)).toBe(
      size.liveSessions,
    );
    expect(await countOf(sql`select count(*)::int as n from lesson_views`)).toBeGreaterThan(0);
  });

  it('links each student account to a parent of the same company', async () => {
    const unmatched = await countOf(sql`
      select count(*)::int as n from students s
      join users su on su.id = s.user_id join users p on p.id = s.parent_id
      where su.role <> 'student' or p.role <> 'parent' or su.company_id is distinct from p.company_id`);
    expect(unmatched).toBe(0);
  });

  it('puts every child in a class of 8 to 12 for each subject they study (issue 28)', async () => {
    // Every class holds 8 to 12, unless its year group has fewer than 8 children for the subject.
    const sizes = await rowsOf<{ size: number; n: number; capacity: number }>(
      t.db,
      sql`select count(e.id)::int as size, max(w.n)::int as n, max(c.capacity) as capacity
          from classes c
          join class_enrolments e on e.class_id = c.id
          join (${WANTS}) w on w.student_id = e.student_id and w.subject = c.subject
          group by c.id`,
    );
    expect(sizes.length).toBe(seeded.classes.classes);
    for (const { size, n, capacity } of sizes) {
      expect(capacity).toBe(12);
      if (n < 8) expect(size).toBe(n);
      else expect(size).toBeGreaterThanOrEqual(8);
      expect(size).toBeLessThanOrEqual(12);
    }
    expect(sizes.some(({ n }) => n > 12)).toBe(true);

    // Every child and subject is enrolled, but for the few a group of 13 to 15 cannot split,
    // who wait with their preferred times for an allocation run.
    const missing = await rowsOf<{ n: number; preferred: boolean }>(
      t.db,
      sql`select w.n, exists (select 1 from class_preferences p
            where p.student_id = w.student_id and p.subject = w.subject
              and jsonb_array_length(p.times) = 3) as preferred
          from (${WANTS}) w
          where not exists (select 1 from class_enrolments e join classes c on c.id = e.class_id
            where e.student_id = w.student_id and c.subject = w.subject and e.left_on is null)`,
    );
    expect(missing.length).toBe(seeded.classes.unplaced);
    for (const child of missing) {
      expect(child.preferred).toBe(true);
      expect([13, 14, 15]).toContain(child.n);
    }
    expect(seeded.classes.enrolments).toBe(
      await countOf(sql`select count(*)::int as n from class_enrolments`),
    );
  });

  it("gives each class a tutor of its subject, weekly slots and the school year's sessions", async () => {
    const wrongTutor = await countOf(sql`
      select count(*)::int as n from classes c join tutor_profiles p on p.user_id = c.tutor_id
      where not c.subject = any(p.subjects)`);
    expect(wrongTutor).toBe(0);
    const withoutSlots = await countOf(sql`
      select count(*)::int as n from classes c
      where not exists (select 1 from class_slots s where s.class_id = c.id)`);
    expect(withoutSlots).toBe(0);
    // No tutor is due at two class sessions at once.
    const clashes = await countOf(sql`
      select count(*)::int as n from (
        select tutor_id, scheduled_for from scheduled_sessions where class_id is not null
        group by tutor_id, scheduled_for having count(*) > 1) x`);
    expect(clashes).toBe(0);
  });

  it('holds every class session at its slot’s UK wall-clock time on a teaching day', async () => {
    const startYear = Number(seeded.classes.schoolYear.slice(0, 4));
    const terms = defaultTerms(startYear);
    const days = new Set(
      teachingDays(terms, bankHolidays('ENG', terms[0]!.startsOn, terms[terms.length - 1]!.endsOn)),
    );
    const sessions = await rowsOf<{
      day: string;
      clock: string;
      weekday: number;
      occurrence: string;
      starts: string;
      slotDay: number;
      utcHour: number;
    }>(
      t.db,
      sql`select to_char(ss.scheduled_for at time zone 'Europe/London', 'YYYY-MM-DD') as day,
            to_char(ss.scheduled_for at time zone 'Europe/London', 'HH24:MI') as clock,
            extract(isodow from ss.scheduled_for at time zone 'Europe/London')::int as weekday,
            ss.occurrence_on::text as occurrence, s.starts_at as starts, s.weekday as "slotDay",
            extract(hour from ss.scheduled_for at time zone 'UTC')::int as "utcHour"
          from scheduled_sessions ss join class_slots s on s.id = ss.class_slot_id`,
    );
    expect(sessions.length).toBe(seeded.classes.classSessions);
    for (const s of sessions) {
      expect(s.clock).toBe(s.starts);
      expect(s.day).toBe(s.occurrence);
      expect(s.weekday).toBe(s.slotDay);
      expect(days.has(s.day)).toBe(true);
    }
    // 16:00 in London is 15:00 UTC in September and 16:00 UTC after the October change.
    const atFour = sessions.filter((s) => s.clock === '16:00');
    expect(new Set(atFour.map((s) => s.utcHour))).toEqual(new Set([15, 16]));
  });

  it('keeps one-to-ones a year either side of now, with statuses the app knows', async () => {
    const [span] = await rowsOf<{ first: string; last: string; statuses: string[] }>(
      t.db,
      sql`select min(scheduled_for)::text as first, max(scheduled_for)::text as last,
            array_agg(distinct status order by status) as statuses
          from scheduled_sessions where student_id is not null`,
    );
    expect(new Date(span!.first).getTime()).toBeLessThan(now.getTime() - 360 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeGreaterThan(now.getTime() + 360 * DAY_MS);
    expect(new Date(span!.last).getTime()).toBeLessThan(now.getTime() + 367 * DAY_MS);
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

    const admin = await signIn(t, 'scale.admin.1', PASSWORD, 'admin');
    const companies = await t.get('/api/admin/companies', { cookie: admin });
    expect(companies.statusCode, companies.body).toBe(200);
  });

  it("lists on a class session's register at most the class's capacity plus joiners", async () => {
    // The last session of a class whose year group has the most children for its subject, so
    // every child of the group had joined us by then: far more than one class holds.
    const [session] = await rowsOf<{ id: number; tutor: string; capacity: number; joins: number }>(
      t.db,
      sql`select ss.id, u.username as tutor, c.capacity,
            (select count(*)::int from session_joins j where j.session_id = ss.id) as joins
          from scheduled_sessions ss
          join classes c on c.id = ss.class_id join users u on u.id = c.tutor_id
          order by (select count(*) from classes o
                    where o.year_group = c.year_group and o.subject = c.subject) desc,
            ss.scheduled_for desc, ss.id limit 1`,
    );
    const cookie = await signIn(t, session!.tutor, PASSWORD, 'tutor');
    const listed: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.get(
        `/api/scheduled-sessions/${session!.id}/register${cursor ? `?cursor=${cursor}` : ''}`,
        { cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<RegisterPage>();
      listed.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(session!.capacity + session!.joins);
  });
});
