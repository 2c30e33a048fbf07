import { eq, sql, type SQL } from 'drizzle-orm';
import { scheduledSessions } from '../../db/schema.js';
import type { SessionUser } from '../../identity/guard.js';

type Column = Parameters<typeof eq>[0];

/** Rows of one tutor, or of every tutor for an admin. */
export const scopeOf = (user: SessionUser, column: Column): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(column, user.id);

/**
 * Written out, not as ne(…, 'cancelled'): the planner matches the partial index
 * scheduled_sessions_open_idx only on this literal predicate, never on a bound parameter.
 */
export const notCancelled = sql`lower(${scheduledSessions.status}) <> 'cancelled'`;
