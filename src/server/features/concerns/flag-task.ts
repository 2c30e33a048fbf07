import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FlagContextLine } from '../../../shared/concerns/schemas.js';
import { FLAG_CONTEXT_LINES, matchFlags } from '../../../shared/concerns/rules.js';
import type { Db } from '../../db/client.js';
import { classroomChat } from '../../db/schema-classroom-chat.js';
import { concernFlagTerms } from '../../db/schema-concerns.js';
import { conversations, messages } from '../../db/schema-messaging.js';
import { scheduledSessions, users } from '../../db/schema.js';
import { defineTask } from '../../jobs/task.js';
import { flagCheckQueue, type FlagCheckJob } from '../../safeguarding/flag-queue.js';
import type { Services } from '../../services.js';
import { insertConcern } from './raise.js';

/** The most entries the list holds, so one check is bounded (the add refuses beyond it). */
export const MAX_FLAG_TERMS = 500;

interface Line {
  id: number;
  author: string;
  at: Date;
  body: string;
}

/** What a flagged line is, where it was written and the lines either side of it. */
interface Flagged {
  body: string;
  where: string;
  studentId: number | null;
  messageId: number | null;
  sessionId: number | null;
  chatLineId: number | null;
  before: Line[];
  after: Line[];
}

const around = async (
  select: (where: 'before' | 'after') => Promise<Line[]>,
): Promise<Pick<Flagged, 'before' | 'after'>> => ({
  before: (await select('before')).reverse(),
  after: await select('after'),
});

/** A message with the conversation it is in and its neighbours; null once withdrawn or gone. */
async function flaggedMessage(db: Db, id: number): Promise<Flagged | null> {
  const parent = alias(users, 'parent');
  const tutor = alias(users, 'tutor');
  const [row] = await db
    .select({
      message: messages,
      studentId: conversations.studentId,
      parent: parent.fullName,
      tutor: tutor.fullName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(parent, eq(parent.id, conversations.parentId))
    .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
    .where(eq(messages.id, id));
  if (!row) return null;
  const { message } = row;
  const lines = (side: 'before' | 'after') =>
    db
      .select({
        id: messages.id,
        author: sql<string>`coalesce(${users.fullName}, 'Former account')`,
        at: messages.sentAt,
        body: messages.body,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(
        and(
          eq(messages.conversationId, message.conversationId),
          side === 'before' ? lte(messages.id, id) : gt(messages.id, id),
        ),
      )
      .orderBy(side === 'before' ? desc(messages.id) : asc(messages.id))
      .limit(side === 'before' ? FLAG_CONTEXT_LINES + 1 : FLAG_CONTEXT_LINES);
  return {
    body: message.body,
    where: `a conversation between ${row.parent} (parent) and ${row.tutor} (tutor)`,
    studentId: row.studentId,
    messageId: id,
    sessionId: null,
    chatLineId: null,
    ...(await around(lines)),
  };
}

/** A classroom chat line with its lesson and neighbours. */
async function flaggedChatLine(db: Db, id: number): Promise<Flagged | null> {
  const [row] = await db
    .select({ line: classroomChat, title: scheduledSessions.title })
    .from(classroomChat)
    .innerJoin(scheduledSessions, eq(scheduledSessions.id, classroomChat.sessionId))
    .where(and(eq(classroomChat.id, id), eq(classroomChat.kind, 'message')));
  if (!row) return null;
  const { line } = row;
  const lines = (side: 'before' | 'after') =>
    db
      .select({
        id: classroomChat.id,
        author: classroomChat.authorName,
        at: classroomChat.createdAt,
        body: sql<string>`${classroomChat.body}`,
      })
      .from(classroomChat)
      .where(
        and(
          eq(classroomChat.sessionId, line.sessionId),
          eq(classroomChat.kind, 'message'),
          side === 'before' ? lte(classroomChat.id, id) : gt(classroomChat.id, id),
        ),
      )
      .orderBy(side === 'before' ? desc(classroomChat.id) : asc(classroomChat.id))
      .limit(side === 'before' ? FLAG_CONTEXT_LINES + 1 : FLAG_CONTEXT_LINES);
  return {
    body: line.body ?? '',
    where: `the classroom chat of “${row.title}”`,
    studentId: line.studentId,
    messageId: null,
    sessionId: line.sessionId,
    chatLineId: id,
    ...(await around(lines)),
  };
}

const contextLine =
  (flaggedId: number) =>
  (line: Line): FlagContextLine => ({
    author: line.author,
    at: line.at.toISOString(),
    body: line.body,
    flagged: line.id === flaggedId,
  });

/**
 * Checks one line against the enabled entries; a match raises an automatic concern for review
 * with the lines around it, and counts a firing for each entry matched. The concern's unique
 * index on its line makes a retried job raise nothing twice. Returns the concern's id.
 */
export async function checkFlags({ db, jobs }: Services, { source, id }: FlagCheckJob) {
  const flagged =
    source === 'message' ? await flaggedMessage(db, id) : await flaggedChatLine(db, id);
  if (!flagged) return null;
  const terms = await db
    .select({ id: concernFlagTerms.id, phrase: concernFlagTerms.phrase })
    .from(concernFlagTerms)
    .where(eq(concernFlagTerms.enabled, true))
    .orderBy(asc(concernFlagTerms.id))
    .limit(MAX_FLAG_TERMS);
  const matched = matchFlags(flagged.body, terms);
  if (matched.length === 0) return null;
  const flaggedLine = flagged.before.at(-1)!;
  const phrases = matched.map(({ phrase }) => phrase);
  return db.transaction(async (tx) => {
    const row = await insertConcern(tx, jobs, {
      raisedBy: null,
      category: 'automatic_flag',
      urgency: 'not_urgent',
      description: `${flaggedLine.author} wrote ${phrases.map((p) => `“${p}”`).join(', ')} in ${flagged.where}.`,
      studentId: flagged.studentId,
      messageId: flagged.messageId,
      sessionId: flagged.sessionId,
      chatLineId: flagged.chatLineId,
      context: {
        phrases,
        lines: [...flagged.before, ...flagged.after].map(contextLine(flaggedLine.id)),
      },
    });
    if (!row) return null;
    for (const term of matched) {
      await tx
        .update(concernFlagTerms)
        .set({ fired: sql`${concernFlagTerms.fired} + 1`, lastFiredAt: row.raisedAt })
        .where(eq(concernFlagTerms.id, term.id));
    }
    return row.id;
  });
}

export const flagCheckTask = defineTask({
  queue: flagCheckQueue,
  workOptions: { batchSize: 10 },
  handler: (services) => async (job) => ({ concernId: await checkFlags(services, job.data) }),
});
