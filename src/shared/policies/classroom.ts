import type { FeedRole } from '../classroom/schemas.js';
import { isAdmin, isTutor, type Actor } from './roles.js';

/*
 * Who is who in a live classroom (issue 29 §2, decision 116): the session's tutor (a substitute
 * when one stands in) and the class's own tutor teach it, admins may look in, and pupils come by
 * the roster rule, which src/server/policies/classroom.ts reads from the database.
 */

/** The staff role a user holds in a session's classroom, or null for anyone else. */
export function staffRoleIn(
  user: Actor & { readonly id: number },
  session: { tutorId: number },
  classTutorId: number | null,
): FeedRole | null {
  if (isAdmin(user)) return 'admin';
  if (isTutor(user) && (session.tutorId === user.id || classTutorId === user.id)) return 'tutor';
  return null;
}

/** The tutor and admins run the room: mute, camera off, remove, lock, admit, end. */
export const moderates = (role: FeedRole) => role !== 'pupil';

/**
 * Pupils are the ones the tutor admits, mutes and removes, and who wait for the tutor; staff come
 * and go as they need.
 */
export const isPupilFeed = (role: FeedRole) => role === 'pupil';
