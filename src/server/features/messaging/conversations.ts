import { and, desc, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MESSAGING_MSG, UNREAD_COUNT_CAP } from '../../../shared/messaging/messages.js';
import type {
  conversationSchema,
  conversationSummarySchema,
  ParticipantRole,
} from '../../../shared/messaging/schemas.js';
import type { Db } from '../../db/client.js';
import { conversationReads, conversations, messages } from '../../db/schema-messaging.js';
import { students, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { afterTimeCursor, microsOf, pageFrom } from '../../http/keyset.js';
import { childAccount, childName, withChildAccount } from './rules.js';
import type { SessionUser } from '../../identity/guard.js';
import {
  allowedPair,
  heldBy,
  participantIdKey,
  participantRole,
} from '../../policies/conversations.js';
import { otherParticipant } from '../../../shared/policies/messaging.js';
import type { TimeCursor } from '../../../shared/pagination.js';

type Summary = z.output<typeof conversationSummarySchema>;
type ConversationView = Omit<z.output<typeof conversationSchema>, 'safeguardingNotice'>;

const PREVIEW_LENGTH = 120;

/** The user's own read mark of each conversation. */
const readBy = (user: SessionUser) =>
  and(
    eq(conversationReads.conversationId, conversations.id),
    eq(conversationReads.userId, user.id),
  );

/** Messages of conversation `conversationId` from the other side that `userId` has not read, at most the cap. */
const unreadIn = (userId: number, conversationId: AnyPgColumn, readUpTo: SQL) =>
  sql<number>`(select count(*)::int from (
    select 1 from ${messages}
    where ${messages.conversationId} = ${conversationId} and ${messages.id} > ${readUpTo}
      and ${messages.senderId} is distinct from ${userId} and ${messages.withdrawnAt} is null
    limit ${UNREAD_COUNT_CAP}) unread)`;

/** The unread messages of all the user's conversations, for the shell's badge; at most the cap. */
export async function unreadTotal(db: Db, user: SessionUser): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(conversations)
      .innerJoin(messages, eq(messages.conversationId, conversations.id))
      .leftJoin(conversationReads, readBy(user))
      .where(
        and(
          heldBy(user),
          sql`${messages.id} > coalesce(${conversationReads.lastReadMessageId}, 0)`,
          sql`${messages.senderId} is distinct from ${user.id}`,
          sql`${messages.withdrawnAt} is null`,
        ),
      )
      .limit(UNREAD_COUNT_CAP)
      .as('unread'),
  );
  return rows[0]?.n ?? 0;
}

/** The other side's columns: the tutor for a parent, the parent for a tutor. */
const otherSide = (role: ParticipantRole) => {
  const other = alias(users, 'other');
  const otherRole = otherParticipant(role);
  return {
    other,
    join: eq(other.id, conversations[participantIdKey[otherRole]]),
    role: otherRole,
  };
};

/**
 * One page of the user's conversations: those with unread messages first, then the rest, each
 * group newest first. The cursor names the group (`u` or `r`), the time and the id of the last row.
 */
export async function listConversations(
  db: Db,
  user: SessionUser,
  { cursor, pageSize }: { cursor?: string | undefined; pageSize: number },
) {
  const role = participantRole(user);
  const { other, join, role: otherRole } = otherSide(role);
  const readUpTo = sql`coalesce(${conversationReads.lastReadMessageId}, 0)`;
  const rows = db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      micros: microsOf(conversations.lastMessageAt).as('micros'),
      suspendedAt: conversations.suspendedAt,
      // Named apart: a subquery's columns must not share a name.
      otherId: sql<number>`${other.id}`.as('other_id'),
      otherName: sql<string>`${other.fullName}`.as('other_name'),
      studentId: sql<number>`${students.id}`.as('student_id'),
      studentName: childName.as('student_name'),
      unreadCount: unreadIn(user.id, conversations.id, readUpTo).as('unread_count'),
    })
    .from(conversations)
    .innerJoin(other, join)
    .innerJoin(students, eq(students.id, conversations.studentId))
    .leftJoin(childAccount, withChildAccount)
    .leftJoin(conversationReads, readBy(user))
    .where(heldBy(user))
    .as('mine');
  const unread = sql`(${rows.unreadCount} > 0)`;
  const page = await db
    .select()
    .from(rows)
    .where(afterConversationCursor(cursor, unread, rows))
    .orderBy(desc(unread), desc(rows.lastMessageAt), desc(rows.id))
    .limit(pageSize + 1);
  const last = await lastMessages(
    db,
    page.slice(0, pageSize).map((row) => row.id),
  );
  return pageFrom(
    page,
    pageSize,
    (row) => `${row.unreadCount > 0 ? 'u' : 'r'}${row.micros}.${row.id}`,
    (row): Summary => {
      const message = last.get(row.id);
      return {
        id: row.id,
        with: { id: row.otherId, name: row.otherName, role: otherRole },
        student: { id: row.studentId, name: row.studentName },
        lastMessageAt: row.lastMessageAt,
        lastMessage: message
          ? {
              id: message.id,
              preview: message.withdrawnAt ? null : message.body.slice(0, PREVIEW_LENGTH),
              withdrawn: message.withdrawnAt !== null,
              fromMe: message.senderId === user.id,
              sentAt: message.sentAt,
            }
          : null,
        unreadCount: row.unreadCount,
        suspended: row.suspendedAt !== null,
      };
    },
  );
}

/**
 * Rows after the cursor in (unread first, newest first) order. Its schema checked the cursor: the
 * group's letter, then the (time, id) cursor of the last row, compared as every such list is.
 */
function afterConversationCursor(
  cursor: string | undefined,
  unread: SQL,
  rows: { lastMessageAt: Column; id: Column },
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const before = afterTimeCursor(
    cursor.slice(1) as TimeCursor,
    'desc',
    rows.lastMessageAt,
    rows.id,
  );
  return cursor.startsWith('u')
    ? or(sql`not ${unread}`, and(unread, before))
    : and(sql`not ${unread}`, before);
}

/** The newest message of each conversation. */
async function lastMessages(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof messages.$inferSelect>();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** A conversation the user takes part in, or 404: another family's is never revealed. */
export async function findConversation(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), heldBy(user)));
  if (!row) throw notFound(MESSAGING_MSG.conversationNotFound);
  return row;
}

/** The conversation as its participant sees it. */
export async function conversationView(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<ConversationView> {
  const role = participantRole(user);
  const { other, join, role: otherRole } = otherSide(role);
  const [row] = await db
    .select({
      conversation: conversations,
      otherName: other.fullName,
      studentName: childName,
      lastRead: conversationReads.lastReadMessageId,
    })
    .from(conversations)
    .innerJoin(other, join)
    .innerJoin(students, eq(students.id, conversations.studentId))
    .leftJoin(childAccount, withChildAccount)
    .leftJoin(conversationReads, readBy(user))
    .where(and(eq(conversations.id, id), heldBy(user)));
  if (!row) throw notFound(MESSAGING_MSG.conversationNotFound);
  const { conversation } = row;
  return {
    id: conversation.id,
    with: {
      id: conversation[participantIdKey[otherRole]],
      name: row.otherName,
      role: otherRole,
    },
    student: { id: conversation.studentId, name: row.studentName },
    createdAt: conversation.createdAt,
    suspended: conversation.suspendedAt !== null,
    lastReadMessageId: row.lastRead ?? 0,
  };
}

/**
 * The conversation between the caller and another person about a child, made if it does not exist
 * yet. An insert that does nothing on conflict, then a read, so two clicks or two servers at once
 * still make exactly one.
 */
export async function startConversation(
  db: Db,
  user: SessionUser,
  withUserId: number,
  studentId: number,
): Promise<{ id: number; created: boolean }> {
  const pair = await allowedPair(db, user, withUserId, studentId);
  const [inserted] = await db
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing({
      target: [conversations.parentId, conversations.tutorId, conversations.studentId],
    })
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.parentId, pair.parentId),
        eq(conversations.tutorId, pair.tutorId),
        eq(conversations.studentId, pair.studentId),
      ),
    );
  return { id: existing!.id, created: false };
}
