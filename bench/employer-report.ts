/**
 * Issue 15 §3: the usage report of a company with 5,000 families over a year of sessions, counted
 * from the marks with the indexes it reads and without them (dropped inside a transaction that is
 * rolled back), and read from the kept monthly counts (decision 070) as the report now does.
 * `npx tsx bench/employer-report.ts` runs it on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or a
 * throwaway server from the installed binaries).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseTarget, type Db } from '../src/server/db/client.js';
import { createCompany, createRecordedLesson, createTutor } from '../src/server/factories/index.js';
import {
  refreshUsageMonth,
  storedUsage,
} from '../src/server/features/employer-report/aggregates.js';
import { monthsBetween } from '../src/server/features/employer-report/months.js';
import { monthCounts } from '../src/server/features/employer-report/queries.js';
import { buildReport } from '../src/server/features/employer-report/report.js';
import startPostgres from '../tests/api/support/postgres-global-setup.js';

const FAMILIES = 5_000;
const FROM = '2025-12';
const TO = '2026-11';
/** Indexes the report reads, beyond primary keys. */
const REPORT_INDEXES = [
  'users_company_idx',
  'students_parent_idx',
  'students_user_idx',
  'attendance_marks_student_idx',
  'session_joins_student_idx',
  'lesson_views_user_idx',
];

class Rollback extends Error {}

/** 5,000 families of one company, a child each in Years 7 to 11, and a year of weekly sessions. */
async function seedForBench(db: Db) {
  const company = await createCompany(db, { name: 'Bench Employer', employeeCount: 6_000 });
  const tutor = await createTutor(db);
  await db.execute(sql`
    insert into users (username, password_hash, email, full_name, role, company_id, is_activated, created_at)
    select 'bench_parent_' || i, 'x', 'bench' || i || '@bench.example', 'Bench Parent', 'parent',
      ${company.id}, true, timestamptz '2025-09-01' + (i % 90) * interval '1 day'
    from generate_series(1, ${FAMILIES}) i`);
  await db.execute(sql`
    insert into students (parent_id, name, grade)
    select id, 'Bench Child', 'Year ' || (7 + id % 5) from users where company_id = ${company.id}`);
  // Ten sessions a week for a year: each year group has Mathematics and English.
  await db.execute(sql`
    insert into scheduled_sessions (title, subject, academic_year, tutor_id, scheduled_for, duration)
    select 'Bench session', case when s % 2 = 0 then 'Mathematics' else 'English' end,
      'Year ' || (7 + s % 5), ${tutor.id},
      timestamptz '2025-12-01 17:00Z' + w * interval '1 week' + s * interval '3 hours', 60
    from generate_series(0, 51) w, generate_series(0, 9) s`);
  // Every child expected at their year's sessions: three in four attend, a few joined unmarked.
  await db.execute(sql`
    insert into attendance_marks (session_id, student_id, status)
    select ss.id, st.id,
      case when (ss.id + st.id) % 4 = 0 then 'absent' when (ss.id + st.id) % 9 = 0 then 'late'
        else 'present' end
    from scheduled_sessions ss join students st on st.grade = ss.academic_year
    where ss.tutor_id = ${tutor.id} and (ss.id * 7 + st.id) % 20 <> 0`);
  await db.execute(sql`
    insert into session_joins (session_id, student_id)
    select ss.id, st.id
    from scheduled_sessions ss join students st on st.grade = ss.academic_year
    where ss.tutor_id = ${tutor.id} and (ss.id * 7 + st.id) % 20 = 0`);
  const lesson = await createRecordedLesson(db, { tutorId: tutor.id });
  await db.execute(sql`
    insert into lesson_views (lesson_id, user_id, viewed_at)
    select ${lesson.id}, u.id, timestamptz '2025-12-01' + (v * 17 + u.id) % 360 * interval '1 day'
    from users u, generate_series(1, 12) v where u.company_id = ${company.id}`);
  await db.execute(sql`analyze`);
  return company;
}

async function median(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

export async function benchEmployerReport(db: Db) {
  const started = performance.now();
  const company = await seedForBench(db);
  const counted: unknown = await db.execute(sql`select count(*)::int as n from attendance_marks`);
  const rows = counted as { rows: { n: number }[] };
  console.log(
    `  usage report data: ${FAMILIES} families, ${rows.rows[0]!.n} register marks, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const report = (on: Db) => async () =>
    buildReport(
      company,
      FROM,
      TO,
      (await monthCounts(on, [company.id], FROM, TO)).get(company.id)!,
    );
  const indexed = await median(5, report(db));
  let bare = 0;
  await db
    .transaction(async (tx) => {
      for (const index of REPORT_INDEXES) await tx.execute(sql.raw(`drop index ${index}`));
      bare = await median(3, report(tx));
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  let refreshed = 0;
  for (const month of monthsBetween(FROM, TO)) {
    const start = performance.now();
    await refreshUsageMonth(db, month, [company.id]);
    refreshed = Math.max(refreshed, performance.now() - start);
  }
  const kept = await median(5, async () =>
    buildReport(
      company,
      FROM,
      TO,
      (await storedUsage(db, [company.id], FROM, TO)).get(company.id)!,
    ),
  );
  console.log(
    `${'  usage report, 12 months, 5,000 families'.padEnd(44)} ${indexed.toFixed(1).padStart(8)} ms    without its indexes ${bare.toFixed(1)} ms (${(bare / indexed).toFixed(1)}x)`,
  );
  console.log(
    `${'  the same, from the kept monthly counts'.padEnd(44)} ${kept.toFixed(1).padStart(8)} ms    ${(indexed / kept).toFixed(0)}x faster; recounting one month ${refreshed.toFixed(0)} ms at most`,
  );
}

async function benchOn(name: string, target: DatabaseTarget) {
  console.log(name);
  const database = await openDatabase(target);
  await database.migrate();
  await benchEmployerReport(database.db);
  await database.close();
}

if (process.argv[1]?.endsWith('employer-report.ts')) {
  await benchOn('Embedded PGlite (in memory)', { dataDir: null });
  // The API tests' starter: a throwaway cluster from the installed binaries, removed afterwards.
  let url = process.env.BENCH_DATABASE_URL ?? '';
  const stop = url
    ? null
    : await startPostgres({
        provide: (_key: string, value: string) => (url = value),
      } as unknown as TestProject);
  try {
    await benchOn('PostgreSQL', { url });
  } finally {
    await stop?.();
  }
}
