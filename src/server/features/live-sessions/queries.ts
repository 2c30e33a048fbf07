import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { liveSessionResponseSchema } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { liveSessions, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export type LiveSessionView = z.output<typeof liveSessionResponseSchema>;

export const presentLive = (
  row: typeof liveSessions.$inferSelect,
  tutorName: string | null = null,
): LiveSessionView => ({ ...row, tutorName });

export async function findLiveSession(db: Db, id: number) {
  const [row] = await db
    .select({ session: liveSessions, tutorName: users.fullName })
    .from(liveSessions)
    .leftJoin(users, eq(users.id, liveSessions.tutorId))
    .where(eq(liveSessions.id, id));
  if (!row) throw notFound('Live session not found.');
  return presentLive(row.session, row.tutorName);
}

const endOf = sql`${liveSessions.scheduledFor} + make_interval(mins => ${liveSessions.duration})`;

/**
 * Spec 2 §4 with time added (issue 18 §2): upcoming is scheduled or live and not yet over, the
 * rule the tutor's dashboard counts by; a session left "live" after its end is past.
 */
export const upcoming = (now: Date): SQL =>
  and(inArray(liveSessions.status, ['scheduled', 'live']), gt(endOf, now))!;

export const past = (now: Date): SQL =>
  or(inArray(liveSessions.status, ['completed', 'cancelled']), lte(endOf, now))!;
