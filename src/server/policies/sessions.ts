import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { familyRoleOf, isAdmin, isTutor } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { scheduledSessions, students } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { keysetOrder } from '../http/keyset.js';
import type { SessionUser } from '../identity/guard.js';

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

/** Sessions attended by any of the profiles: their year group's group sessions and their one-to-ones. */
export function attendedBy(profiles: Profile[]): SQL {
  const grades = [...new Set(profiles.map((p) => p.grade).filter((g): g is string => !!g))];
  const ids = profiles.map((p) => p.id);
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(scheduledSessions.studentId, ids));
  if (grades.length > 0) {
    conditions.push(
      and(inArray(scheduledSessions.academicYear, grades), isNull(scheduledSessions.studentId))!,
    );
  }
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

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

/**
 * The ids of the first `limit` sessions, in (scheduled_for, id) order, that the profiles matching
 * `profiles` attend and `filter` keeps. Each child's one-to-ones and each year group's sessions
 * are read through their own index, at most `limit` of each, so a family with few sessions never
 * walks everyone else's, however many there are.
 */
export function attendedIds(db: Db, profiles: SQL, filter: SessionFilter, limit: number) {
  const ownPage = db
    .select({ id: own.id })
    .from(own)
    .where(and(eq(own.studentId, students.id), ...filter(own)))
    .orderBy(...keysetOrder('asc', own.scheduledFor, own.id))
    .limit(limit)
    .as('own_page');
  const years = db
    .selectDistinct({ grade: students.grade })
    .from(students)
    .where(and(profiles, isNotNull(students.grade)))
    .as('years');
  const groupPage = db
    .select({ id: group.id })
    .from(group)
    .where(and(eq(group.academicYear, years.grade), isNull(group.studentId), ...filter(group)))
    .orderBy(...keysetOrder('asc', group.scheduledFor, group.id))
    .limit(limit)
    .as('group_page');
  return db
    .select({ id: ownPage.id })
    .from(students)
    .innerJoinLateral(ownPage, sql`true`)
    .where(profiles)
    .unionAll(db.select({ id: groupPage.id }).from(years).crossJoinLateral(groupPage));
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
