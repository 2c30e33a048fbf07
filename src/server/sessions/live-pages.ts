import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { TimeCursor } from '../../shared/pagination.js';
import type { Db } from '../db/client.js';
import { liveSessions, users } from '../db/schema.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf, type Direction } from '../http/keyset.js';
import { presentLive } from './presenters.js';

/**
 * A page of the live sessions `where` keeps, by start time, with their tutors' names: the live
 * sessions page and the admin schedule's Live tab list them alike.
 */
export async function liveSessionPage(
  db: Db,
  direction: Direction,
  page: { cursor?: TimeCursor | undefined; pageSize: number },
  where?: SQL,
) {
  const rows = await keysetRows(
    db
      .select({
        session: liveSessions,
        tutorName: users.fullName,
        micros: microsOf(liveSessions.scheduledFor),
      })
      .from(liveSessions)
      .leftJoin(users, eq(users.id, liveSessions.tutorId))
      .$dynamic(),
    { direction, time: liveSessions.scheduledFor, id: liveSessions.id },
    page,
    where,
  );
  return pageFrom(
    rows,
    page.pageSize,
    (row) => timeCursorOf(row.micros, row.session.id),
    (row) => presentLive(row.session, row.tutorName),
  );
}
