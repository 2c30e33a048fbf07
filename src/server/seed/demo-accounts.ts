import { and, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  classes,
  companies,
  lessonViews,
  liveSessions,
  recordedLessons,
  resources,
  scheduledSessions,
  students,
  users,
} from '../db/schema.js';
import { verifyPassword } from '../identity/passwords.js';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERNAMES } from './demo-content.js';

export interface DemoAccount {
  id: number;
  username: string;
}

/**
 * The demo's accounts that still sign in with the published demo password. An account that only
 * shares a demo username (an operator's own `admin`) has another password and is not one of them.
 */
export async function findDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const candidates = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, DEMO_USERNAMES));
  const found: DemoAccount[] = [];
  for (const { id, username, passwordHash } of candidates) {
    if (await verifyPassword(passwordHash, DEMO_PASSWORD)) found.push({ id, username });
  }
  return found;
}

/**
 * Removes the demo accounts and what the demo made with them, in one transaction: their lessons,
 * classes, live and scheduled sessions and resources (which would otherwise keep a tutor from being
 * deleted), their children's records, their views, and the demo companies once nobody else is in them.
 */
export async function removeDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const accounts = await findDemoAccounts(db);
  if (!accounts.length) return [];
  const ids = accounts.map((account) => account.id);
  await db.transaction(async (tx) => {
    // Their classes go too (rosters and slots with them), and every session of those classes.
    const taught = tx.select({ id: classes.id }).from(classes).where(inArray(classes.tutorId, ids));
    await tx
      .delete(scheduledSessions)
      .where(
        or(inArray(scheduledSessions.tutorId, ids), inArray(scheduledSessions.classId, taught)),
      );
    await tx.delete(classes).where(inArray(classes.tutorId, ids));
    await tx.delete(liveSessions).where(inArray(liveSessions.tutorId, ids));
    await tx.delete(recordedLessons).where(inArray(recordedLessons.tutorId, ids));
    await tx.delete(resources).where(inArray(resources.tutorId, ids));
    await tx.delete(lessonViews).where(inArray(lessonViews.userId, ids));
    await tx
      .delete(students)
      .where(or(inArray(students.parentId, ids), inArray(students.userId, ids)));
    await tx.delete(users).where(inArray(users.id, ids));
    // NOT IN over a list holding NULL matches nothing, so accounts without a company are left out.
    const occupied = tx
      .select({ id: users.companyId })
      .from(users)
      .where(isNotNull(users.companyId));
    await tx
      .delete(companies)
      .where(and(inArray(companies.name, [...DEMO_COMPANIES]), notInArray(companies.id, occupied)));
  });
  return accounts;
}
