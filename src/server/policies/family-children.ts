import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { students } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

/**
 * One of the parent's own children, or 404: another family's child is reported as unknown, so
 * ids reveal nothing (the class choices of issue 28 §3).
 */
export async function parentsChild(db: Db, parent: SessionUser, childId: number, missing: string) {
  const [child] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, childId), eq(students.parentId, parent.id)));
  if (!child) throw notFound(missing);
  return child;
}
