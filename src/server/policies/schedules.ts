import { eq } from 'drizzle-orm';
import { isAdmin, isTutor } from '../../shared/policies/roles.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { familyProfiles, type Profile } from './sessions.js';

/**
 * The profiles whose sessions the caller may list on a student's or parent's schedule: that user
 * themselves, their parent, their tutor or an admin. An unknown user is 404, anyone else 403.
 */
export async function scheduleProfilesFor(
  db: Db,
  user: SessionUser,
  userId: number,
): Promise<Profile[]> {
  const [subject] = await db.select().from(users).where(eq(users.id, userId));
  if (!subject) throw notFound('Student not found.');
  const family = await familyProfiles(db, subject);
  // A tutor sees only the children they tutor, never their siblings under the parent's id.
  const profiles = isTutor(user) ? family.filter((p) => p.tutorId === user.id) : family;
  const allowed =
    user.id === subject.id ||
    isAdmin(user) ||
    (isTutor(user) ? profiles.length > 0 : profiles.some((p) => p.parentId === user.id));
  if (!allowed) throw forbidden();
  return profiles;
}
