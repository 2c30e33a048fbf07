import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { cursorQuerySchema } from '../../../shared/pagination.js';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import type {
  adminConversationQuerySchema,
  adminConversationSchema,
  AdminMessage,
  messagePageQuerySchema,
} from '../../../shared/messaging/schemas.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conversations, messageReports, messages } from '../../db/schema-messaging.js';
import { students, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { readWithReasonLately } from '../../records/security-log.js';
import { announce } from './live.js';
import { childAccount, childName, withChildAccount } from './rules.js';

/** Messages shown either side of a reported one. */
const CONTEXT = 3;

const parent = alias(users, 'parent');
const tutor = alias(users, 'tutor');
const sender = alias(users, 'sender');
const reporter = alias(users, 'reporter');
/** Who a message or report came from once their account is gone. */
const DELETED = 'Deleted account';

type AdminConversation = z.output<typeof adminConversationSchema>;

const conversationColumns = {
  conversation: conversations,
  parentName: parent.fullName,
  tutorName: tutor.fullName,
  studentName: childName,
  micros: microsOf(conversations.lastMessageAt),
};

const selectConversations = (db: Db) =>
  db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(parent, eq(parent.id, conversations.parentId))
    .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
    .innerJoin(students, eq(students.id, conversations.studentId))
    .leftJoin(childAccount, withChildAccount);

export const presentConversation = (row: {
  conversation: typeof conversations.$inferSelect;
  parentName: string;
  tutorName: string;
  studentName: string;
}): AdminConversation => ({
  id: row.conversation.id,
  parent: { id: row.conversation.parentId, name: row.parentName },
  tutor: { id: row.conversation.tutorId, name: row.tutorName },
  student: { id: row.conversation.studentId, name: row.studentName },
  createdAt: row.conversation.createdAt,
  lastMessageAt: row.conversation.lastMessageAt,
  suspendedAt: row.conversation.suspendedAt,
});

export async function findConversation(db: Db, id: number) {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  if (!row) throw notFound(MESSAGING_MSG.conversationNotFound);
  return row;
}

const messageColumns = { message: messages, senderName: sender.fullName };
const selectMessages = (db: Db) =>
  db
    .select({ ...messageColumns, parentId: conversations.parentId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId));

const presentMessage = (row: {
  message: typeof messages.$inferSelect;
  senderName: string | null;
  parentId: number;
}): AdminMessage => ({
  id: row.message.id,
  conversationId: row.message.conversationId,
  sender: {
    id: row.message.senderId,
    name: row.senderName ?? DELETED,
    role:
      row.message.senderId === null
        ? null
        : row.message.senderId === row.parentId
          ? 'parent'
          : 'tutor',
  },
  body: row.message.body,
  sentAt: row.message.sentAt,
  withdrawnAt: row.message.withdrawnAt,
});

/** The reported message with up to CONTEXT messages either side, oldest first. */
async function contextOf(db: Db, message: typeof messages.$inferSelect) {
  const inConversation = eq(messages.conversationId, message.conversationId);
  const [before, after] = await Promise.all([
    selectMessages(db)
      .where(and(inConversation, lt(messages.id, message.id)))
      .orderBy(desc(messages.id))
      .limit(CONTEXT),
    selectMessages(db)
      .where(and(inConversation, gte(messages.id, message.id)))
      .orderBy(asc(messages.id))
      .limit(CONTEXT + 1),
  ]);
  return [...before.reverse(), ...after].map(presentMessage);
}

/**
 * Whether this admin opened the conversation, with a reason, in the last hour: reading its
 * messages needs that, so every reading is in the audit trail.
 */
export const openedRecently = (db: Db, adminId: number, conversationId: number) =>
  readWithReasonLately(db, adminId, 'conversation_read', 'conversationId', conversationId);

/** Every conversation, newest first; `q` matches a name or any message's text. */
export async function searchConversations(
  db: Db,
  { q, cursor, pageSize }: z.output<typeof adminConversationQuerySchema>,
) {
  const pattern = q ? containsPattern(q) : null;
  const rows = await keysetRows(
    selectConversations(db).$dynamic(),
    { direction: 'desc', time: conversations.lastMessageAt, id: conversations.id },
    { cursor, pageSize },
    pattern
      ? or(
          ilike(parent.fullName, pattern),
          ilike(tutor.fullName, pattern),
          ilike(childName, pattern),
          inArray(
            conversations.id,
            db
              .select({ id: messages.conversationId })
              .from(messages)
              .where(ilike(messages.body, pattern)),
          ),
        )
      : undefined,
  );
  return pageFrom(
    rows,
    pageSize,
    (row) => timeCursorOf(row.micros, row.conversation.id),
    presentConversation,
  );
}

/** A conversation's messages, newest first, withdrawn ones with their text. */
export async function conversationMessages(
  db: Db,
  conversationId: number,
  { cursor, pageSize }: z.output<typeof messagePageQuerySchema>,
) {
  const rows = await keysetRows(
    selectMessages(db).$dynamic(),
    { direction: 'desc', id: messages.id },
    { cursor, pageSize },
    eq(messages.conversationId, conversationId),
  );
  return pageFrom(rows, pageSize, (row) => String(row.message.id), presentMessage);
}

/**
 * Suspends or lifts a conversation and tells both people live; false when it was already so.
 */
export async function setSuspension(
  db: Db,
  conversation: typeof conversations.$inferSelect,
  suspend: boolean,
  adminId: number,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversations)
      .set(
        suspend
          ? { suspendedAt: sql`now()`, suspendedBy: adminId }
          : { suspendedAt: null, suspendedBy: null },
      )
      .where(
        and(
          eq(conversations.id, conversation.id),
          suspend ? isNull(conversations.suspendedAt) : isNotNull(conversations.suspendedAt),
        ),
      )
      .returning({ id: conversations.id });
    if (row) {
      await announce(
        tx,
        { type: suspend ? 'suspended' : 'lifted', conversationId: conversation.id },
        [conversation.parentId, conversation.tutorId],
      );
    }
    return row !== undefined;
  });
}

/** Open reports, oldest first, each with its message, conversation and context. */
export async function openReports(
  db: Db,
  { cursor, pageSize }: z.output<typeof cursorQuerySchema>,
) {
  const rows = await keysetRows(
    db
      .select({
        ...conversationColumns,
        report: messageReports,
        reporterName: reporter.fullName,
        message: messages,
        senderName: sender.fullName,
        reportMicros: microsOf(messageReports.createdAt),
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(parent, eq(parent.id, conversations.parentId))
      .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
      .innerJoin(students, eq(students.id, conversations.studentId))
      .leftJoin(childAccount, withChildAccount)
      .leftJoin(reporter, eq(reporter.id, messageReports.reportedBy))
      .leftJoin(sender, eq(sender.id, messages.senderId))
      .$dynamic(),
    { direction: 'asc', time: messageReports.createdAt, id: messageReports.id },
    { cursor, pageSize },
    isNull(messageReports.resolvedAt),
  );
  const page = rows.slice(0, pageSize);
  const contexts = new Map(
    await Promise.all(
      page.map(async (row) => [row.report.id, await contextOf(db, row.message)] as const),
    ),
  );
  return pageFrom(
    rows,
    pageSize,
    (row) => timeCursorOf(row.reportMicros, row.report.id),
    (row) => ({
      id: row.report.id,
      reason: row.report.reason,
      createdAt: row.report.createdAt,
      reporter: { id: row.report.reportedBy, name: row.reporterName ?? DELETED },
      message: presentMessage({ ...row, parentId: row.conversation.parentId }),
      conversation: presentConversation(row),
      context: contexts.get(row.report.id) ?? [],
    }),
  );
}

/** Resolves an open report; undefined when none is open, with whether the report exists. */
export async function resolveReport(db: Db, id: number, adminId: number) {
  const [resolved] = await db
    .update(messageReports)
    .set({ resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(messageReports.id, id), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id, resolvedAt: messageReports.resolvedAt });
  if (resolved) return { resolved: { id: resolved.id, resolvedAt: resolved.resolvedAt! } };
  const [exists] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(eq(messageReports.id, id));
  return { resolved: undefined, exists: exists !== undefined };
}
