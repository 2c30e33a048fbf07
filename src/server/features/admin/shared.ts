import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
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
