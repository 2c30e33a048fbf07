import { ATTENDANCE_MSG } from '../../shared/attendance/messages.js';
import { canMarkRegister } from '../../shared/policies/registers.js';
import type { Db } from '../db/client.js';
import { forbidden } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { sessionWithin } from './sessions.js';

/** The session whose register the caller opens: 404 if there is none, 403 unless they may mark it. */
export async function registerSessionFor(db: Db, user: SessionUser, id: number) {
  const session = await sessionWithin(db, id, undefined, ATTENDANCE_MSG.sessionNotFound);
  if (!canMarkRegister(user, session)) throw forbidden(ATTENDANCE_MSG.notYourSession);
  return session;
}
