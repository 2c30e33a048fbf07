import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceMarks, sessionJoins } from '../../db/schema-attendance.js';
import { lessonViews, scheduledSessions, students, users } from '../../db/schema.js';
import type { UsageKind } from '../../db/schema-employer-report.js';
import type { Cell } from './suppression.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
import { monthsBetween, nextMonth } from './months.js';

/** Every raw count of one company's month, each with the families it was drawn from. */
export interface MonthCounts {
  registered: Cell;
  active: Cell;
  attended: Cell;
  marked: Cell;
  watched: Cell;
  bySubject: Map<string, Cell>;
  byYearGroup: Map<string, Cell>;
}

const emptyCell = (): Cell => ({ value: 0, families: 0 });
const emptyMonth = (): MonthCounts => ({
  registered: emptyCell(),
  active: emptyCell(),
  attended: emptyCell(),
  marked: emptyCell(),
  watched: emptyCell(),
  bySubject: new Map(),
  byYearGroup: new Map(),
});

const ukMonth = (column: SQL) => sql`to_char(${column} at time zone ${UK_ZONE}, 'YYYY-MM')`;
const ukStart = (month: string) => sql`(${`${month}-01`}::timestamp at time zone ${UK_ZONE})`;

/**
 * A family is a parent account of the company, or a student account that no parent holds; its
 * children are the learning profiles it holds, or the student account itself; its members are
 * every account among them.
 * Nobody is named: only ids leave these CTEs.
 */
const familiesOf = (companyIds: number[]) => sql`
  fam as (
    select ${users.id} as family_id, ${users.companyId} as company_id,
      ${users.createdAt} as created_at, ${users.deactivatedAt} as deactivated_at
    from ${users}
    where ${inArray(users.companyId, companyIds)}
      and (${users.role} = 'parent' or (${users.role} = 'student' and not exists (
        select 1 from ${students} child
        where child.user_id = ${users.id} and child.parent_id is not null)))
  ),
  kids as (
    select ${students.id} as student_id, ${students.userId} as user_id, ${students.grade} as grade,
      fam.family_id, fam.company_id,
      date_trunc('day', ${students.createdAt} at time zone ${UK_ZONE}) at time zone ${UK_ZONE} as joined_day
    from ${students} join fam on fam.family_id = coalesce(${students.parentId}, ${students.userId})
  ),
  members as (
    select family_id as user_id, family_id, company_id from fam
    union
    select user_id, family_id, company_id from kids where user_id is not null
  )`;

type Row = Record<string, unknown>;
/** PGlite and node-postgres both answer raw SQL with `rows`. */
async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
const int = (value: unknown) => Number(value ?? 0);

/** One raw count of a company's month: what employer_usage_months keeps, row for row. */
export interface UsageRow {
  companyId: number;
  month: string;
  kind: UsageKind;
  key: string;
  value: number;
  families: number;
  marked: number;
  markedFamilies: number;
}

/**
 * The month-by-month counts of each company in the range, counted from the marks, joins, views
 * and accounts themselves: families registered, families active (a child attended or joined a
 * session, or someone in the family watched a recording), sessions attended by subject and year
 * group, marks for the attendance rate, and recordings watched.
 */
export async function countUsage(
  db: Db,
  companyIds: number[],
  from: string,
  to: string,
): Promise<UsageRow[]> {
  if (companyIds.length === 0) return [];
  const months = monthsBetween(from, to);
  const start = ukStart(from);
  const end = ukStart(nextMonth(to));

  const monthBounds = sql.join(
    months.map((month) => sql`(${month}, ${ukStart(month)}, ${ukStart(nextMonth(month))})`),
    sql`, `,
  );
  // One statement: each child's marks on the range's sessions are read once (a month's recount
  // reads that month's alone), summed per family, month, subject and year group, and every figure
  // is counted from those sums. A session counts as attended when its
  // register says present or late; before the register is written, a join counts as present.
  // Half a million marks are summed in memory rather than spilled to disk in 4 MB pieces.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf(
      tx,
      sql`
    with ${familiesOf(companyIds)},
    sessions as materialized (
      select ${scheduledSessions.id} as id, ${scheduledSessions.scheduledFor} as starts,
        ${ukMonth(sql`${scheduledSessions.scheduledFor}`)} as month,
        ${scheduledSessions.subject} as subject, ${scheduledSessions.academicYear} as year_group
      from ${scheduledSessions}
      where ${scheduledSessions.scheduledFor} >= ${start} and ${scheduledSessions.scheduledFor} < ${end}
    ),
    marks as (
      select ${attendanceMarks.sessionId} as session_id, ${attendanceMarks.studentId} as student_id,
        ${attendanceMarks.status} as status
      from kids join ${attendanceMarks} on ${attendanceMarks.studentId} = kids.student_id
      -- As on the register: a pupil is counted only from the UK day they joined (issue 26 §5).
      join sessions held on held.id = ${attendanceMarks.sessionId} and held.starts >= kids.joined_day
      union all
      select joined.session_id, joined.student_id, 'present'
      from kids
      join ${sessionJoins} joined on joined.student_id = kids.student_id
      left join ${attendanceMarks} marked
        on marked.session_id = joined.session_id and marked.student_id = joined.student_id
      where marked.session_id is null and joined.session_id in (select id from sessions)
    ),
    att as materialized (
      select kids.company_id, kids.family_id, sessions.month, sessions.subject,
        coalesce(sessions.year_group, kids.grade, 'Not given') as year_group,
        count(*) filter (where marks.status <> 'absent')::int as attended,
        count(*)::int as marked
      from marks
      join sessions on sessions.id = marks.session_id
      join kids on kids.student_id = marks.student_id
      group by 1, 2, 3, 4, 5
    ),
    seen as materialized (
      select members.company_id, members.family_id,
        ${ukMonth(sql`${lessonViews.viewedAt}`)} as month, count(*)::int as views
      from members join ${lessonViews} on ${lessonViews.userId} = members.user_id
      where ${lessonViews.viewedAt} >= ${start} and ${lessonViews.viewedAt} < ${end}
      group by 1, 2, 3
    ),
    months (month, month_start, month_end) as (values ${monthBounds})
    select 'usage' as kind, company_id, month, subject, year_group,
      grouping(subject, year_group) as level,
      sum(attended)::int as value,
      (count(distinct family_id) filter (where attended > 0))::int as families,
      sum(marked)::int as marked,
      count(distinct family_id)::int as marked_families
    from att
    group by grouping sets ((company_id, month), (company_id, month, subject),
      (company_id, month, year_group))
    union all
    select 'active', company_id, month, null, null, 0, count(distinct family_id)::int,
      count(distinct family_id)::int, 0, 0
    from (
      select company_id, month, family_id from att where attended > 0
      union select company_id, month, family_id from seen
    ) present
    group by company_id, month
    union all
    select 'watched', company_id, month, null, null, 0, sum(views)::int, count(*)::int, 0, 0
    from seen group by company_id, month
    union all
    select 'registered', fam.company_id, months.month, null, null, 0, count(*)::int, count(*)::int,
      0, 0
    from months join fam on fam.created_at < months.month_end
      and (fam.deactivated_at is null or fam.deactivated_at >= months.month_start)
    group by fam.company_id, months.month`,
    );
  });

  return rows.map((row) => {
    const level = int(row.level);
    const kind: UsageKind =
      row.kind !== 'usage'
        ? (row.kind as UsageKind)
        : level === 3
          ? 'attended'
          : level === 1
            ? 'subject'
            : 'year_group';
    const key = kind === 'subject' ? row.subject : kind === 'year_group' ? row.year_group : '';
    return {
      companyId: int(row.company_id),
      month: String(row.month),
      kind,
      key: String(key),
      value: int(row.value),
      families: int(row.families),
      marked: kind === 'attended' ? int(row.marked) : 0,
      markedFamilies: kind === 'attended' ? int(row.marked_families) : 0,
    };
  });
}

/** Each company's months from `from` to `to`, every one present, zero where no row counts it. */
export function foldUsage(
  rows: UsageRow[],
  companyIds: number[],
  from: string,
  to: string,
): Map<number, Map<string, MonthCounts>> {
  const months = monthsBetween(from, to);
  const result = new Map<number, Map<string, MonthCounts>>();
  for (const id of companyIds) result.set(id, new Map(months.map((m) => [m, emptyMonth()])));
  for (const row of rows) {
    const counts = result.get(row.companyId)?.get(row.month);
    if (!counts) continue;
    const cell = { value: row.value, families: row.families };
    if (row.kind === 'active') counts.active = cell;
    else if (row.kind === 'watched') counts.watched = cell;
    else if (row.kind === 'registered') counts.registered = cell;
    else if (row.kind === 'attended') {
      counts.attended = cell;
      counts.marked = { value: row.marked, families: row.markedFamilies };
    } else if (row.kind === 'subject') counts.bySubject.set(row.key, cell);
    else counts.byYearGroup.set(row.key, cell);
  }
  return result;
}

/** The counts of the range straight from the source rows, as the report read them before decision 070. */
export async function monthCounts(db: Db, companyIds: number[], from: string, to: string) {
  return foldUsage(await countUsage(db, companyIds, from, to), companyIds, from, to);
}
