import { eq } from 'drizzle-orm';
import { ATTENDANCE_MSG } from '../../shared/attendance/messages.js';
import { canMarkRegister } from '../../shared/policies/registers.js';
import type { Db } from '../db/client.js';
import { scheduledSessions } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

/** The session whose register the caller opens: 404 if there is none, 403 unless they may mark it. */
export async function registerSessionFor(db: Db, user: SessionUser, id: number) {
  const [session] = await db.select().from(scheduledSessions).where(eq(scheduledSessions.id, id));
  if (!session) throw notFound(ATTENDANCE_MSG.sessionNotFound);
  if (!canMarkRegister(user, session)) throw forbidden(ATTENDANCE_MSG.notYourSession);
  return session;
}
