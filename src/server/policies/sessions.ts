import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { familyRoleOf, isAdmin, isTutor } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { fixedLimit } from '../db/plan-literals.js';
import { classEnrolments } from '../db/schema-classes.js';
import { scheduledSessions, students, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { keysetOrder } from '../http/keyset.js';
import type { SessionUser } from '../identity/guard.js';
import { beforeLeaving, coversInstant, onRosterOf, rosterAt } from './roster.js';

export type Profile = typeof students.$inferSelect;

/** The student profiles a person may see as family, as a condition on `students`. */
export function profilesOf(user: Pick<SessionUser, 'id' | 'role'>): SQL | undefined {
  const family = familyRoleOf(user);
  if (family === 'student') return eq(students.userId, user.id);
  if (family === 'parent') return eq(students.parentId, user.id);
  return undefined;
}

/** The student profiles a person may see as family: a student their own, a parent their children's. */
export async function familyProfiles(db: Db, user: SessionUser): Promise<Profile[]> {
  const mine = profilesOf(user);
  return mine ? db.select().from(students).where(mine) : [];
}

/**
 * Sessions attended by any of the profiles (decision 106): their one-to-ones, the sessions of the
 * classes whose roster they are on that day, and sessions open to their whole year group, for a
 * leaver only those before the day they left.
 */
export function attendedBy(profiles: Pick<Profile, 'id' | 'grade' | 'leftOn'>[]): SQL {
  const ids = profiles.map((p) => p.id);
  if (ids.length === 0) return sql`false`;
  const conditions: SQL[] = [
    inArray(scheduledSessions.studentId, ids),
    sql`exists (select 1 from ${classEnrolments} where ${and(
      eq(classEnrolments.classId, scheduledSessions.classId),
      inArray(classEnrolments.studentId, ids),
      coversInstant(classEnrolments, scheduledSessions.scheduledFor),
    )})`,
  ];
  const staying = profiles.filter((p) => p.grade && !p.leftOn).map((p) => p.grade!);
  const years: SQL[] = profiles
    .filter((p) => p.grade && p.leftOn)
    .map((p) =>
      and(
        eq(scheduledSessions.academicYear, p.grade!),
        beforeLeaving(sql`${p.leftOn}::date`, scheduledSessions.scheduledFor),
      )!,
    );
  if (staying.length > 0)
    years.push(inArray(scheduledSessions.academicYear, [...new Set(staying)]));
  if (years.length > 0) conditions.push(and(openToYearGroup(scheduledSessions), or(...years))!);
  return or(...conditions)!;
}

/** A session for a whole year group: neither one pupil's nor a class's. */
const openToYearGroup = (s: { studentId: AnyPgColumn; classId: AnyPgColumn }) =>
  and(isNull(s.studentId), isNull(s.classId))!;

type SessionRow = typeof scheduledSessions.$inferSelect;

/** The pupils who may see one session, as a condition on `students`: attendedBy read the other way. */
export function pupilsOf(
  session: Pick<SessionRow, 'studentId' | 'classId' | 'academicYear' | 'scheduledFor'>,
): SQL {
  if (session.studentId !== null) return eq(students.id, session.studentId);
  if (session.classId !== null) return rosterAt(session.classId, session.scheduledFor, students.id);
  if (session.academicYear === null) return sql`false`;
  const at = sql`${session.scheduledFor.toISOString()}::timestamptz`;
  return and(eq(students.grade, session.academicYear), beforeLeaving(students.leftOn, at))!;
}

/**
 * Whether the session in `scheduled_sessions` is open to the whole year group of the pupil in
 * `students`, and falls before the day they left us if they have.
 */
export const inYearGroupJoin: SQL = and(
  openToYearGroup(scheduledSessions),
  eq(students.grade, scheduledSessions.academicYear),
  beforeLeaving(students.leftOn, scheduledSessions.scheduledFor),
)!;

/**
 * Whether the pupil in `students` attends the session in `scheduled_sessions`: attendedBy as a join
 * condition. Its one-to-one, its class's roster on the session's day, or its whole year group
 * before the day the pupil left.
 */
export const attendsJoin: SQL = or(
  eq(students.id, scheduledSessions.studentId),
  onRosterOf(scheduledSessions, students.id),
  inYearGroupJoin,
)!;

/** A child as the family's pages name them: the profile's name, else their own account's. */
const childName = sql<string>`coalesce(${students.name}, (select ${users.fullName} from ${users} where ${users.id} = ${students.userId}), 'Your child')`;

/**
 * Of the profiles matching `profiles`, those the session in `scheduled_sessions` is for, as a
 * column of [{ id, name }] in id order: a family's schedule names the child from it rather than
 * repeating the rule (issue 28 §6).
 */
export const attendeesAmong = (profiles: SQL) =>
  sql<
    { id: number; name: string }[]
  >`coalesce((select json_agg(json_build_object('id', ${students.id}, 'name', ${childName}) order by ${students.id}) from ${students} where ${and(profiles, attendsJoin)}), '[]'::json)`;

/** The children with these ids as [{ id, name }] in id order, as attendeesAmong names them. */
export const childrenNamed = (ids: SQL) =>
  sql<
    { id: number; name: string }[]
  >`coalesce((select json_agg(json_build_object('id', ${students.id}, 'name', ${childName}) order by ${students.id}) from ${students} where ${students.id} = any(${ids})), '[]'::json)`;

/** Which scheduled sessions a user may see: family by attendance, a tutor their own, an admin all. */
export async function visibleSessions(db: Db, user: SessionUser): Promise<SQL | undefined> {
  if (isAdmin(user)) return undefined;
  if (isTutor(user)) return eq(scheduledSessions.tutorId, user.id);
  return attendedBy(await familyProfiles(db, user));
}

/** One scheduled session by id within `scope`, or 404 with the route's own words. */
export async function sessionWithin(db: Db, id: number, scope: SQL | undefined, missing: string) {
  const [session] = await db
    .select()
    .from(scheduledSessions)
    .where(and(eq(scheduledSessions.id, id), scope));
  if (!session) throw notFound(missing);
  return session;
}

/** One session the user may see, or 404: a session of another family is not revealed. */
export const sessionSeenBy = async (db: Db, user: SessionUser, id: number, missing: string) =>
  sessionWithin(db, id, await visibleSessions(db, user), missing);

/** The columns of scheduled_sessions, or of an alias of it, that filters compare. */
interface SessionColumns {
  id: AnyPgColumn;
  scheduledFor: AnyPgColumn;
  status: AnyPgColumn;
}

/** Conditions on scheduled_sessions or an alias of it: a range, a cursor, not cancelled… */
export type SessionFilter = (sessions: SessionColumns) => (SQL | undefined)[];

const own = alias(scheduledSessions, 'own');
const group = alias(scheduledSessions, 'grp');
const taught = alias(scheduledSessions, 'taught');

/** A branch's child, under one name in every branch: each names its own column `id` or `student_id`. */
const childId = (column: AnyPgColumn) => sql<number>`${column}`.as('child_id');

/**
 * The sessions the profiles matching `profiles` attend and `filter` keeps, each with the profile it
 * is attended by: one row per session and child, the first `limit` of each child's one-to-ones,
 * each class enrolment's sessions (within its days) and each year group's open sessions, every
 * branch read through its own index, so a family with few sessions never walks everyone else's,
 * however many there are.
 */
function attendance(db: Db, profiles: SQL, filter: SessionFilter, limit: number) {
  const page = (
    sessions: typeof own | typeof group | typeof taught,
    where: SQL | undefined,
    name: string,
  ) =>
    db
      .select({ id: sessions.id, scheduledFor: sessions.scheduledFor })
      .from(sessions)
      .where(and(where, ...filter(sessions)))
      .orderBy(...keysetOrder('asc', sessions.scheduledFor, sessions.id))
      .limit(fixedLimit(limit))
      .as(name);
  const ownPage = page(own, eq(own.studentId, students.id), 'own_page');
  const years = db
    .select({ studentId: students.id, grade: students.grade, leftOn: students.leftOn })
    .from(students)
    .where(and(profiles, isNotNull(students.grade)))
    .as('years');
  const groupPage = page(
    group,
    and(
      eq(group.academicYear, years.grade),
      openToYearGroup(group),
      beforeLeaving(years.leftOn, group.scheduledFor),
    ),
    'group_page',
  );
  const places = db
    .select({
      studentId: classEnrolments.studentId,
      classId: classEnrolments.classId,
      joinedOn: classEnrolments.joinedOn,
      leftOn: classEnrolments.leftOn,
    })
    .from(classEnrolments)
    .innerJoin(students, eq(students.id, classEnrolments.studentId))
    .where(profiles)
    .as('places');
  const classPage = page(
    taught,
    and(eq(taught.classId, places.classId), coversInstant(places, taught.scheduledFor)),
    'class_page',
  );
  return db
    .select({ id: ownPage.id, scheduledFor: ownPage.scheduledFor, studentId: childId(students.id) })
    .from(students)
    .innerJoinLateral(ownPage, sql`true`)
    .where(profiles)
    .unionAll(
      db
        .select({
          id: groupPage.id,
          scheduledFor: groupPage.scheduledFor,
          studentId: childId(years.studentId),
        })
        .from(years)
        .crossJoinLateral(groupPage),
    )
    .unionAll(
      db
        .select({
          id: classPage.id,
          scheduledFor: classPage.scheduledFor,
          studentId: childId(places.studentId),
        })
        .from(places)
        .crossJoinLateral(classPage),
    )
    .as('candidates');
}

/**
 * The first `limit` sessions, in (scheduled_for, id) order, that the profiles matching `profiles`
 * attend and `filter` keeps, with the ids of the profiles each is for (`childIds`, in id order):
 * a child attends a session in the first `limit` only if it is in the first `limit` of that
 * child's own branch, so the branches name every child the page's sessions are for.
 */
export function attendedSessions(db: Db, profiles: SQL, filter: SessionFilter, limit: number) {
  const candidates = attendance(db, profiles, filter, limit);
  // Two children in one class bring its sessions twice, hence the grouping.
  return db
    .select({
      id: candidates.id,
      scheduledFor: candidates.scheduledFor,
      childIds: sql<
        number[]
      >`array_agg(distinct ${candidates.studentId} order by ${candidates.studentId})`.as(
        'child_ids',
      ),
    })
    .from(candidates)
    .groupBy(candidates.id, candidates.scheduledFor)
    .orderBy(...keysetOrder('asc', candidates.scheduledFor, candidates.id))
    .limit(fixedLimit(limit));
}

/** The ids of attendedSessions: the sessions a family page reads, joins and describes. */
export function attendedIds(db: Db, profiles: SQL, filter: SessionFilter, limit: number) {
  const candidates = attendance(db, profiles, filter, limit);
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .groupBy(candidates.id, candidates.scheduledFor)
    .orderBy(...keysetOrder('asc', candidates.scheduledFor, candidates.id))
    .limit(fixedLimit(limit));
}

/** Family members' sessions through attendedIds; a tutor's or admin's through visibleSessions. */
export async function sessionsSeenBy(
  db: Db,
  user: SessionUser,
  filter: SessionFilter,
  limit: number,
) {
  const mine = profilesOf(user);
  if (mine) return inArray(scheduledSessions.id, attendedIds(db, mine, filter, limit));
  return and(await visibleSessions(db, user), ...filter(scheduledSessions));
}
