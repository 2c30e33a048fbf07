import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { scheduledSessions, students } from '../../src/server/db/schema.js';
import { attendedBy, attendedIds } from '../../src/server/policies/sessions.js';
import { openBareDatabase, rowsOf } from './support/app.js';

/*
 * Issue 28 §7: migration 0027 forms classes from the group sessions there were and enrols the
 * year group's children who study the subject, so every family keeps the sessions it saw. A
 * database migrated up to 0026 is given demo-like rows in the old shape, each family's sessions
 * are read by the old rule (its year groups' sessions its children study, and their one-to-ones),
 * then the rest of the migrations run and the new policies must show each family the same.
 */

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const BEFORE_CLASSES = '0026_session-status-canonical';

/** The migrations folder up to and including `last`, as drizzle's migrator reads it. */
function foldersUpTo(last: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'classperk-migrations-'));
  const journal = JSON.parse(
    readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  const entries = journal.entries.slice(0, upTo + 1);
  cpSync(path.join(drizzleFolder, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const file of readdirSync(drizzleFolder).filter((f) => f.endsWith('.sql'))) {
    if (entries.some((entry) => `${entry.tag}.sql` === file)) {
      cpSync(path.join(drizzleFolder, file), path.join(dir, file));
    }
  }
  return dir;
}

let database: Database;
let opened: Awaited<ReturnType<typeof openBareDatabase>>;
let folder: string;
/** Each parent's sessions by the old rule, read before the classes existed. */
const before = new Map<number, number[]>();
/** "Live Session" placeholders, which stay open to their whole year group. */
let openToYear: number[];

const OLD_RULE = sql`
  select st.parent_id, s.id
  from scheduled_sessions s join students st
    on s.student_id = st.id
    or (s.student_id is null and s.academic_year = st.grade and (
      lower(s.subject) = 'live session'
      or coalesce(st.subjects, '') !~ '[^,[:space:]]'
      or lower(btrim(s.subject)) = any(regexp_split_to_array(lower(btrim(st.subjects)), '\\s*,\\s*'))))
  order by 1, 2`;

beforeAll(async () => {
  opened = await openBareDatabase();
  database = opened.database;
  folder = foldersUpTo(BEFORE_CLASSES);
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  // The demo data's shape: tutors, parents with children in two year groups with and without
  // subject lists, weekly group sessions across the October clock change (one tutor covering
  // another once, one subject written two ways), a placeholder live session and one-to-ones.
  await database.db.execute(sql`
    insert into users (id, username, email, password_hash, full_name, role) values
      (1, 'tara', 'tara@example.com', 'x', 'Tara Tutor', 'tutor'),
      (2, 'tom', 'tom@example.com', 'x', 'Tom Tutor', 'tutor'),
      (11, 'p1', 'p1@example.com', 'x', 'Parent One', 'parent'),
      (12, 'p2', 'p2@example.com', 'x', 'Parent Two', 'parent'),
      (13, 'p3', 'p3@example.com', 'x', 'Parent Three', 'parent'),
      (14, 'p4', 'p4@example.com', 'x', 'Parent Four', 'parent')`);
  await database.db.execute(sql`
    insert into students (id, parent_id, name, grade, subjects, created_at) values
      (101, 11, 'Ava', 'Year 10', 'Mathematics, English', '2025-09-01T08:00:00Z'),
      (102, 11, 'Ben', 'Year 9', 'Science', '2025-09-01T08:00:00Z'),
      (103, 12, 'Cal', 'Year 10', '', '2025-10-20T08:00:00Z'),
      (104, 13, 'Dee', 'Year 10', 'english', '2025-09-01T08:00:00Z'),
      (105, 14, 'Eve', 'Year 9', null, '2025-11-01T08:00:00Z')`);
  await database.db.execute(sql`
    insert into scheduled_sessions (title, subject, academic_year, student_id, tutor_id, scheduled_for, duration)
    select 'Year 10 Maths', 'Mathematics', 'Year 10'::text, null::int, case when n = 3 then 2 else 1 end,
      timestamptz '2025-10-07 16:00 Europe/London' + make_interval(days => 7 * n), 60
    from generate_series(0, 5) n
    union all
    select 'Year 10 Maths', ' mathematics ', 'Year 10', null, 1,
      timestamptz '2025-10-09 17:30 Europe/London' + make_interval(days => 7 * n), 45
    from generate_series(0, 3) n
    union all
    select 'Year 10 English', 'English', 'Year 10', null, 2,
      timestamptz '2025-10-08 16:00 Europe/London' + make_interval(days => 7 * n), 60
    from generate_series(0, 3) n
    union all
    select 'Year 9 Science', 'Science', 'Year 9', null, 2,
      timestamptz '2025-10-06 16:00 Europe/London' + make_interval(days => 7 * n), 60
    from generate_series(0, 3) n
    union all select 'Revision live', 'Live Session', 'Year 10', null, 1, '2025-11-20T18:00:00Z'::timestamptz, 60
    union all select 'Ava one-to-one', 'Mathematics', 'Year 10', 101, 2, '2025-10-15T15:00:00Z', 30
    union all select 'Eve one-to-one', 'Science', null, 105, 1, '2025-10-16T15:00:00Z', 30`);
  for (const row of await rowsOf<{ parent_id: number; id: number }>(database.db, OLD_RULE)) {
    before.set(row.parent_id, [...(before.get(row.parent_id) ?? []), row.id]);
  }
  openToYear = (
    await database.db
      .select({ id: scheduledSessions.id })
      .from(scheduledSessions)
      .where(sql`lower(${scheduledSessions.subject}) = 'live session'`)
  ).map((row) => row.id);
  await database.migrate();
});

afterAll(async () => {
  await opened.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

describe('migration 0027 on the demo data', () => {
  it('forms classes from the group sessions, leaving the placeholder open to its year group', async () => {
    const sessions = await database.db.select().from(scheduledSessions);
    const group = sessions.filter((s) => s.studentId === null);
    expect(group.filter((s) => s.classId === null).map((s) => s.id)).toEqual(openToYear);
    const [formed] = await rowsOf<{ classes: number }>(
      database.db,
      sql`select count(*)::int as classes from classes`,
    );
    expect(formed!.classes).toBe(3);
  });

  it('keeps every family’s sessions, through both ways the policies read them', async () => {
    expect([...before.keys()].sort()).toEqual([11, 12, 13, 14]);
    for (const [parentId, ids] of before) {
      const profiles = await database.db
        .select()
        .from(students)
        .where(eq(students.parentId, parentId));
      const byCondition = await database.db
        .select({ id: scheduledSessions.id })
        .from(scheduledSessions)
        .where(attendedBy(profiles));
      const byPages = await database.db
        .select({ id: scheduledSessions.id })
        .from(scheduledSessions)
        .where(
          inArray(
            scheduledSessions.id,
            attendedIds(database.db, eq(students.parentId, parentId), () => [], 1000),
          ),
        );
      // The same sessions, and a Year 10 family also the placeholder it did not study.
      const expected = sorted([
        ...ids,
        ...(profiles.some((p) => p.grade === 'Year 10') ? openToYear : []),
      ]);
      expect(sorted(byCondition.map((r) => r.id)), `parent ${parentId}`).toEqual(expected);
      expect(sorted(byPages.map((r) => r.id)), `parent ${parentId}`).toEqual(expected);
    }
  });
});
