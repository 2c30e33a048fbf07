import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceMarks, sessionJoins } from '../../db/schema-attendance.js';
import { lessonViews, scheduledSessions, students, users } from '../../db/schema.js';
import type { Cell } from './suppression.js';
import { monthsBetween, nextMonth, UK_ZONE } from './months.js';

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
      fam.family_id, fam.company_id
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

/**
 * The month-by-month counts of each company in the range: families registered, families active
 * (a child attended or joined a session, or someone in the family watched a recording), sessions
 * attended by subject and year group, marks for the attendance rate, and recordings watched.
 */
export async function monthCounts(
  db: Db,
  companyIds: number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, MonthCounts>>> {
  const months = monthsBetween(from, to);
  const result = new Map<number, Map<string, MonthCounts>>();
  for (const id of companyIds) result.set(id, new Map(months.map((m) => [m, emptyMonth()])));
  if (companyIds.length === 0) return result;
  const at = (company: unknown, month: unknown) => result.get(int(company))?.get(String(month));
  const start = ukStart(from);
  const end = ukStart(nextMonth(to));

  // A session counts as attended when its register says present or late; before the register
  // is written, a join through the product counts as present.
  const attendance = sql`
    with ${familiesOf(companyIds)},
    marks as (
      select ${attendanceMarks.sessionId} as session_id, ${attendanceMarks.studentId} as student_id,
        ${attendanceMarks.status} as status
      from ${attendanceMarks} join kids on kids.student_id = ${attendanceMarks.studentId}
      union all
      select ${sessionJoins.sessionId}, ${sessionJoins.studentId}, 'present'
      from ${sessionJoins} join kids on kids.student_id = ${sessionJoins.studentId}
      where not exists (
        select 1 from ${attendanceMarks} m
        where m.session_id = ${sessionJoins.sessionId} and m.student_id = ${sessionJoins.studentId}
      )
    )
    select kids.company_id, kids.family_id, ${ukMonth(sql`${scheduledSessions.scheduledFor}`)} as month,
      ${scheduledSessions.subject} as subject,
      coalesce(${scheduledSessions.academicYear}, kids.grade, 'Not given') as year_group,
      marks.status
    from marks
    join kids on kids.student_id = marks.student_id
    join ${scheduledSessions} on ${scheduledSessions.id} = marks.session_id
    where ${scheduledSessions.scheduledFor} >= ${start} and ${scheduledSessions.scheduledFor} < ${end}`;

  const [grouped, active, watched, registered] = await Promise.all([
    rowsOf(
      db,
      sql`
      with att as (${attendance})
      select company_id, month, subject, year_group, grouping(subject, year_group) as level,
        count(*) filter (where status <> 'absent') as attended,
        count(distinct family_id) filter (where status <> 'absent') as attended_families,
        count(*) as marked,
        count(distinct family_id) as marked_families
      from att
      group by grouping sets ((company_id, month), (company_id, month, subject),
        (company_id, month, year_group))`,
    ),
    rowsOf(
      db,
      sql`
      with ${familiesOf(companyIds)},
      present as (
        select a.company_id, a.month, a.family_id from (${attendance}) a where a.status <> 'absent'
        union
        select members.company_id, ${ukMonth(sql`${lessonViews.viewedAt}`)}, members.family_id
        from members join ${lessonViews} on ${lessonViews.userId} = members.user_id
        where ${lessonViews.viewedAt} >= ${start} and ${lessonViews.viewedAt} < ${end}
      )
      select company_id, month, count(distinct family_id) as families from present
      group by company_id, month`,
    ),
    rowsOf(
      db,
      sql`
      with ${familiesOf(companyIds)}
      select members.company_id, ${ukMonth(sql`${lessonViews.viewedAt}`)} as month,
        count(*) as views, count(distinct members.family_id) as families
      from members join ${lessonViews} on ${lessonViews.userId} = members.user_id
      where ${lessonViews.viewedAt} >= ${start} and ${lessonViews.viewedAt} < ${end}
      group by 1, 2`,
    ),
    rowsOf(
      db,
      sql`
      with ${familiesOf(companyIds)},
      months (month) as (values ${sql.join(
        months.map((month) => sql`(${month})`),
        sql`, `,
      )})
      select fam.company_id, months.month, count(*) as families
      from months join fam
        on fam.created_at < (((months.month || '-01')::date + interval '1 month')::timestamp at time zone ${UK_ZONE})
        and (fam.deactivated_at is null
          or fam.deactivated_at >= ((months.month || '-01')::timestamp at time zone ${UK_ZONE}))
      group by 1, 2`,
    ),
  ]);

  for (const row of grouped) {
    const counts = at(row.company_id, row.month);
    if (!counts) continue;
    const attended = { value: int(row.attended), families: int(row.attended_families) };
    const level = int(row.level);
    if (level === 3) {
      counts.attended = attended;
      counts.marked = { value: int(row.marked), families: int(row.marked_families) };
    } else if (level === 1) counts.bySubject.set(String(row.subject), attended);
    else counts.byYearGroup.set(String(row.year_group), attended);
  }
  for (const row of active) {
    const counts = at(row.company_id, row.month);
    if (counts) counts.active = { value: int(row.families), families: int(row.families) };
  }
  for (const row of watched) {
    const counts = at(row.company_id, row.month);
    if (counts) counts.watched = { value: int(row.views), families: int(row.families) };
  }
  for (const row of registered) {
    const counts = at(row.company_id, row.month);
    if (counts) counts.registered = { value: int(row.families), families: int(row.families) };
  }
  return result;
}
