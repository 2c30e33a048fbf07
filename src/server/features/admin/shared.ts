import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

/** A tutorId in a payload must name an existing tutor account. */
export async function assertTutor(db: Db, tutorId: number) {
  const [tutor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, tutorId), eq(users.role, 'tutor')));
  if (!tutor) throw badRequest('Please select a tutor', { tutorId: ['Please select a tutor'] });
}
