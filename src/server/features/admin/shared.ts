import { and, eq, isNull } from 'drizzle-orm';
import { SCHEDULE_MSG } from '../../../shared/admin/schemas.js';
import { assertCanTeach } from '../../policies/vetting.js';
import type { Db } from '../../db/client.js';
import { classes, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

const NO_TUTOR = 'Please select a tutor';
export const INACTIVE_TUTOR = 'This tutor has been deactivated. Please select an active tutor.';

/**
 * A tutorId given to new work must name an active tutor account. Work already held by a tutor
 * who was deactivated later stays theirs until an admin reassigns it, so callers check only a
 * tutorId that changes.
 */
export async function assertTutor(db: Db, tutorId: number) {
  const [tutor] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, tutorId), eq(users.role, 'tutor')));
  if (!tutor) throw badRequest(NO_TUTOR, { tutorId: [NO_TUTOR] });
  if (tutor.deactivatedAt) throw badRequest(INACTIVE_TUTOR, { tutorId: [INACTIVE_TUTOR] });
}

/** An active tutor whose vetting record lets them be given a class or a session now (issue 31 §1). */
export async function assertTeachingTutor(db: Db, tutorId: number, now: Date) {
  await assertTutor(db, tutorId);
  await assertCanTeach(db, tutorId, now);
}

/**
 * The open class a new session joins (issue 28 §5), or 400: its year group must be the session's,
 * so the session reaches the class's roster and not a year group it was not meant for.
 */
export async function classToJoin(db: Db, classId: number, yearGroup: string) {
  const [found] = await db
    .select({ id: classes.id, yearGroup: classes.yearGroup })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.closedAt)));
  if (!found) throw badRequest(SCHEDULE_MSG.noSuchClass, { classId: [SCHEDULE_MSG.noSuchClass] });
  if (found.yearGroup !== yearGroup) {
    const message = SCHEDULE_MSG.otherYearGroup(found.yearGroup);
    throw badRequest(message, { academicYear: [message] });
  }
  return found.id;
}
