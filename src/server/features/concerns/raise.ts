import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { concernHistory, concerns } from '../../db/schema-concerns.js';
import { conversations, messages } from '../../db/schema-messaging.js';
import { scheduledSessions, students } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { SessionUser } from '../../identity/guard.js';
import type { JobEngine } from '../../jobs/engine.js';
import { raisableChildren, raisableConversations } from '../../policies/concerns.js';
import { visibleSessions } from '../../policies/sessions.js';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import type { RaiseConcern } from '../../../shared/concerns/schemas.js';
import { notifyQueue, URGENT_PRIORITY } from './notify.js';

type NewConcern = Omit<typeof concerns.$inferInsert, 'raisedAt'>;

/**
 * Writes a concern and its first history line with the engine's time, and for an urgent one
 * sends its notification job at once with the highest priority; the sweep finds the rest
 * (decision 126). `tx` is the caller's transaction.
 */
export async function insertConcern(tx: Db, jobs: JobEngine, values: NewConcern) {
  const [row] = await tx
    .insert(concerns)
    .values({ ...values, raisedAt: jobs.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx.insert(concernHistory).values({
    concernId: row.id,
    actorId: row.raisedBy,
    kind: 'raised',
    at: row.raisedAt,
  });
  if (row.urgency === 'urgent') {
    await jobs.send(notifyQueue, { concernId: row.id }, { tx, priority: URGENT_PRIORITY });
  }
  return row;
}

/** The child a message or a lesson is about, checking the raiser may point at it; 404 else. */
async function linksOf(db: Db, user: SessionUser, body: RaiseConcern) {
  let studentId = body.studentId ?? null;
  if (body.messageId !== undefined) {
    const [found] = await db
      .select({ studentId: conversations.studentId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, body.messageId), raisableConversations(user)));
    if (!found) throw notFound(CONCERN_MSG.linkNotFound);
    studentId ??= found.studentId;
  }
  if (body.sessionId !== undefined) {
    const [found] = await db
      .select({ studentId: scheduledSessions.studentId })
      .from(scheduledSessions)
      .where(and(eq(scheduledSessions.id, body.sessionId), await visibleSessions(db, user)));
    if (!found) throw notFound(CONCERN_MSG.linkNotFound);
    studentId ??= found.studentId;
  }
  if (body.studentId !== undefined) {
    const [found] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, body.studentId), raisableChildren(user)));
    if (!found) throw notFound(CONCERN_MSG.linkNotFound);
  }
  return {
    studentId,
    messageId: body.messageId ?? null,
    sessionId: body.sessionId ?? null,
  };
}

/** A tutor's, parent's or admin's concern, as they raised it. */
export async function raiseConcern(
  { db, jobs }: { db: Db; jobs: JobEngine },
  user: SessionUser,
  body: RaiseConcern,
) {
  const links = await linksOf(db, user, body);
  return db.transaction(async (tx) => {
    const row = await insertConcern(tx, jobs, {
      raisedBy: user.id,
      category: body.category,
      urgency: body.urgency,
      description: body.description,
      ...links,
    });
    return row!;
  });
}
