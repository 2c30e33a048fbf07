import { eq } from 'drizzle-orm';
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
