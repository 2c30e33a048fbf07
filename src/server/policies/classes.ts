import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { maySeeClass } from '../../shared/policies/classes.js';
import type { Db } from '../db/client.js';
import { ukZone } from '../db/plan-literals.js';
import { classes, scheduledSessions } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

/** The instant today began in the UK, by the statement's clock. */
const ukToday = sql`(date_trunc('day', now() at time zone ${ukZone}) at time zone ${ukZone})`;

export const CLASS_NOT_FOUND = 'Class not found.';

/**
 * Whether `tutorId` teaches one of the class's sessions today or later (a substitute), as a
 * condition on `classes`.
 */
const standsIn = (tutorId: number | SQL) =>
  sql<boolean>`exists (select 1 from ${scheduledSessions} where ${and(
    eq(scheduledSessions.classId, classes.id),
    eq(scheduledSessions.tutorId, tutorId),
    sql`${scheduledSessions.scheduledFor} >= ${ukToday}`,
  )})`;

/**
 * maySeeClass for a tutor, as a condition on `classes`: their own classes and those where they
 * stand in for a session. A read that folds it into its `where` checks access and reads the class
 * in one statement; `tutorId` may be a prepared statement's placeholder.
 */
export const openedByTutor = (tutorId: number | SQL): SQL =>
  or(eq(classes.tutorId, tutorId), standsIn(tutorId))!;

/**
 * The class a caller opens: an admin any, a tutor their own or one where they teach a session
 * today or later as a substitute (with `own`, as for changing its settings, not as a substitute).
 * A tutor who handed the class on keeps the registers of the sessions they taught, not the class.
 * Anyone else gets the 404 a missing class gets, so ids reveal nothing.
 */
export async function classFor(db: Db, user: SessionUser, id: number, { own = false } = {}) {
  const [row] = await db
    .select({ class: classes, substitutes: standsIn(user.id) })
    .from(classes)
    .where(eq(classes.id, id));
  if (!row || !maySeeClass(user, row.class.tutorId, row.substitutes && !own)) {
    throw notFound(CLASS_NOT_FOUND);
  }
  return row.class;
}
