import { REPORT_MSG } from '../../shared/lesson-reports/messages.js';
import { isStaff, isTutor } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { forbidden } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { sessionSeenBy, sessionWithin } from './sessions.js';

/**
 * The session whose report the caller reads or writes: its tutor or an admin any (another tutor
 * 403), a family one it attends (any other 404, as the family's session calls answer).
 */
export async function reportSessionFor(db: Db, user: SessionUser, id: number) {
  const session = isStaff(user)
    ? await sessionWithin(db, id, undefined, REPORT_MSG.sessionNotFound)
    : await sessionSeenBy(db, user, id, REPORT_MSG.sessionNotFound);
  if (isTutor(user) && session.tutorId !== user.id) throw forbidden(REPORT_MSG.notYourSession);
  return session;
}
