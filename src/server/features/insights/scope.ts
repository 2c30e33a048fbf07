import { sql } from 'drizzle-orm';
import { scheduledSessions } from '../../db/schema.js';

/**
 * Written out, not as ne(…, 'cancelled'): the planner matches the partial index
 * scheduled_sessions_open_idx only on this literal predicate, never on a bound parameter.
 */
export const notCancelled = sql`lower(${scheduledSessions.status}) <> 'cancelled'`;
