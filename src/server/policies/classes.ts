import { and, eq, sql } from 'drizzle-orm';
import { maySeeClass } from '../../shared/policies/classes.js';
import type { Db } from '../db/client.js';
import { classes, scheduledSessions } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

export const CLASS_NOT_FOUND = 'Class not found.';

/**
 * The class a caller opens: an admin any, a tutor their own or one where they teach a session as
 * a substitute (with `own`, as for changing its settings, not as a substitute). Anyone else gets
 * the 404 a missing class gets, so ids reveal nothing.
 */
export async function classFor(db: Db, user: SessionUser, id: number, { own = false } = {}) {
  const [row] = await db
    .select({
      class: classes,
      substitutes: sql<boolean>`exists (select 1 from ${scheduledSessions} where ${and(
        eq(scheduledSessions.classId, classes.id),
        eq(scheduledSessions.tutorId, user.id),
      )})`,
    })
    .from(classes)
    .where(eq(classes.id, id));
  if (!row || !maySeeClass(user, row.class.tutorId, row.substitutes && !own)) {
    throw notFound(CLASS_NOT_FOUND);
  }
  return row.class;
}
