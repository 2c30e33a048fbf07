import { sql } from 'drizzle-orm';
import { students, users } from '../db/schema.js';

/*
 * Emails about a session go per family: to the parent, or to a pupil with their own sign-in and no
 * parent, naming each of their children in it once. Reminders and class changes both use this.
 */

/** Select these from `students`: the child's name as written, and the account that is its family. */
export const childFamilyColumns = {
  name: students.name,
  ownName: sql<
    string | null
  >`(select ${users.fullName} from ${users} where ${users.id} = ${students.userId})`,
  family: sql<number | null>`coalesce(${students.parentId}, ${students.userId})`,
};

/** Each family's account id with its children's names. */
export function childrenByFamily(
  children: readonly { name: string | null; ownName: string | null; family: number | null }[],
): Map<number, string[]> {
  const byFamily = new Map<number, string[]>();
  for (const child of children) {
    if (child.family === null) continue;
    const list = byFamily.get(child.family) ?? [];
    list.push(child.name ?? child.ownName ?? 'Your child');
    byFamily.set(child.family, list);
  }
  return byFamily;
}
