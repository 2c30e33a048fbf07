import { desc, eq } from 'drizzle-orm';
import type { Student } from '../../../shared/content/schemas.js';
import type { Db } from '../../db/client.js';
import { students, type UserRow } from '../../db/schema.js';

/** A tutor sees the students they teach; an admin sees everyone's. */
export async function listStudentsFor(db: Db, user: UserRow): Promise<Student[]> {
  const query = db.select().from(students).orderBy(desc(students.id)).$dynamic();
  return user.role === 'admin' ? query : query.where(eq(students.tutorId, user.id));
}
