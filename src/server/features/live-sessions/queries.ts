import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveSessions, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { presentLive } from '../../sessions/presenters.js';

export async function findLiveSession(db: Db, id: number) {
  const [row] = await db
    .select({ session: liveSessions, tutorName: users.fullName })
    .from(liveSessions)
    .leftJoin(users, eq(users.id, liveSessions.tutorId))
    .where(eq(liveSessions.id, id));
  if (!row) throw notFound('Live session not found.');
  return presentLive(row.session, row.tutorName);
}
