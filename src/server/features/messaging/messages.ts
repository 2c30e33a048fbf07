import { and, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMAIL_INTERVAL_MINUTES,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  MESSAGING_MSG,
  WITHDRAW_WINDOW_MINUTES,
} from '../../../shared/messaging/messages.js';
import type { messageSchema } from '../../../shared/messaging/schemas.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import {
  conversationReads,
  conversations,
  messageReports,
  messages,
} from '../../db/schema-messaging.js';
import { students, users } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { findConversation } from './conversations.js';
import { messageEmailQueue } from './emails.js';
import { queueFlagCheck } from '../../safeguarding/flag-queue.js';
import { announce } from './live.js';
import { heldBy } from '../../policies/conversations.js';
import { teaches } from '../../policies/teaching.js';
import type { SessionUser } from '../../identity/guard.js';
import { DAY_MS, MINUTE_MS } from '../../../shared/dates/durations.js';

type MessageView = z.output<typeof messageSchema>;
type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

const WITHDRAW_MS = WITHDRAW_WINDOW_MINUTES * MINUTE_MS;

/** A message as a participant sees it: a withdrawn one without its text. */
export function presentMessage(
  row: MessageRow,
  conversation: ConversationRow,
  user: SessionUser,
  now = Date.now(),
): MessageView {
  const withdrawn = row.withdrawnAt !== null;
  const fromMe = row.senderId === user.id;
  const until = row.sentAt.getTime() + WITHDRAW_MS;
  return {
    id: row.id,
    conversationId: row.conversationId,
    fromMe,
    senderRole:
      row.senderId === conversation.parentId
        ? 'parent'
        : row.senderId === conversation.tutorId
          ? 'tutor'
          : null,
    body: withdrawn ? null : row.body,
    sentAt: row.sentAt,
    withdrawn,
    withdrawableUntil: fromMe && !withdrawn && until > now ? new Date(until) : null,
  };
}

/** One page of a conversation's messages, newest first; the cursor asks for older ones. */
export async function listMessages(
  db: Db,
  user: SessionUser,
  conversationId: number,
  { cursor, pageSize }: { cursor?: IdCursor | undefined; pageSize: number },
) {
  const conversation = await findConversation(db, user, conversationId);
  const rows = await keysetRows(
    db.select().from(messages).$dynamic(),
    { direction: 'desc', id: messages.id },
    { cursor, pageSize },
    eq(messages.conversationId, conversation.id),
  );
  const now = Date.now();
  return {
    ...pageFrom(
      rows,
      pageSize,
      (row) => String(row.id),
      (row) => presentMessage(row, conversation, user, now),
    ),
    suspended: conversation.suspendedAt !== null,
  };
}

/** Whether the pair still stands: a child who left the tutor stops new messages (decision 056). */
const stillAllowed = sql<boolean>`coalesce(${students.parentId} = ${conversations.parentId} and ${teaches(conversations.tutorId)}, false)`;

/**
 * Whether the other side could be emailed about a message now: emails on, account active, none
 * in the last 15 minutes. The job decides for certain; this spares a job for every message of a
 * lively conversation, when it could only find the email already sent.
 */
const emailDueFor = (senderId: number) => sql<boolean>`exists (
  select 1 from ${users} recipient
  left join ${conversationReads} mark
    on mark.conversation_id = ${conversations.id} and mark.user_id = recipient.id
  where recipient.id = case when ${conversations.parentId} = ${senderId}
      then ${conversations.tutorId} else ${conversations.parentId} end
    and recipient.message_emails_enabled and recipient.deactivated_at is null
    and (mark.last_emailed_at is null
      or mark.last_emailed_at <= now() - make_interval(mins => ${EMAIL_INTERVAL_MINUTES})))`;

const LIMITS = [
  { limit: MESSAGES_PER_MINUTE, windowMs: MINUTE_MS, text: MESSAGING_MSG.tooManyPerMinute },
  { limit: MESSAGES_PER_DAY, windowMs: DAY_MS, text: MESSAGING_MSG.tooManyPerDay },
] as const;
const WINDOWS_MS = LIMITS.map((rule) => rule.windowMs);

export type SendOutcome = { sent: MessageView } | { throttled: string; retryAfterSeconds: number };

/**
 * Sends a message: refused while the conversation is suspended (409), once the pair no longer
 * stands (403), and past 20 a minute or 200 a day from one sender (a 429 the caller answers). The
 * count, the message, the notification and the email job are one transaction, under the sender's
 * lock, so servers racing each other cannot pass the limits together.
 */
export async function sendMessage(
  { db, rate, jobs }: Services,
  user: SessionUser,
  conversationId: number,
  body: string,
  ip: string,
): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        conversation: conversations,
        allowed: stillAllowed,
        emailDue: emailDueFor(user.id),
      })
      .from(conversations)
      .leftJoin(students, eq(students.id, conversations.studentId))
      .where(and(eq(conversations.id, conversationId), heldBy(user)));
    if (!found) throw notFound(MESSAGING_MSG.conversationNotFound);
    const { conversation } = found;
    if (conversation.suspendedAt) throw conflict(MESSAGING_MSG.suspended);
    if (!found.allowed) throw forbidden(MESSAGING_MSG.notAllowed);

    // The sender's turn only: a school's families share one address and must not wait on each other.
    const sender = String(user.id);
    await rate.lock(tx, 'message', sender, null);
    const counts = await rate.countBySubjectWithin('message', sender, WINDOWS_MS, tx);
    for (const [i, { limit, windowMs, text }] of LIMITS.entries()) {
      if (counts[i]! >= limit) {
        return {
          throttled: text,
          retryAfterSeconds: await rate.secondsUntilFree('message', sender, windowMs, tx),
        };
      }
    }
    await rate.record('message', sender, ip, tx);

    const [row] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: user.id, body })
      .returning();
    const message = row!;
    await tx
      .update(conversations)
      .set({ lastMessageAt: message.sentAt })
      .where(eq(conversations.id, conversation.id));
    // Whoever writes has read everything before their own message.
    await advanceRead(tx, conversation.id, user.id, message.id);
    const recipientId =
      user.id === conversation.parentId ? conversation.tutorId : conversation.parentId;
    await announce(
      tx,
      { type: 'message', conversationId: conversation.id, messageId: message.id },
      [conversation.parentId, conversation.tutorId],
    );
    await queueFlagCheck(jobs, tx, { source: 'message', id: message.id });
    if (found.emailDue) {
      await jobs.send(messageEmailQueue, { messageId: message.id, recipientId }, { tx });
    }
    return { sent: presentMessage(message, conversation, user) };
  });
}

/** Moves a reader's mark forward, never back. */
async function advanceRead(tx: Db, conversationId: number, userId: number, messageId: number) {
  await tx
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/** A message in one of the user's conversations, with its conversation, or 404. */
async function findMessage(db: Db, user: SessionUser, messageId: number) {
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), heldBy(user)));
  if (!row) throw notFound(MESSAGING_MSG.messageNotFound);
  return row;
}

/**
 * Withdraws the sender's own message within 5 minutes of sending it. The text stays for the
 * safeguarding team; both sides see "message withdrawn".
 */
export async function withdrawMessage(db: Db, user: SessionUser, messageId: number) {
  return db.transaction(async (tx) => {
    const { message, conversation } = await findMessage(tx, user, messageId);
    if (message.senderId !== user.id) throw forbidden(MESSAGING_MSG.withdrawOwnOnly);
    if (message.withdrawnAt) throw conflict(MESSAGING_MSG.alreadyWithdrawn);
    // The database's clock decides, the same one that stamped sent_at.
    const [withdrawn] = await tx
      .update(messages)
      .set({ withdrawnAt: sql`now()` })
      .where(
        and(
          eq(messages.id, message.id),
          sql`${messages.withdrawnAt} is null`,
          sql`${messages.sentAt} > now() - make_interval(mins => ${WITHDRAW_WINDOW_MINUTES})`,
        ),
      )
      .returning();
    if (!withdrawn) throw conflict(MESSAGING_MSG.withdrawTooLate);
    await announce(
      tx,
      { type: 'withdrawn', conversationId: conversation.id, messageId: message.id },
      [conversation.parentId, conversation.tutorId],
    );
    return presentMessage(withdrawn, conversation, user);
  });
}

/** Marks the conversation read up to a message (at most its newest); other tabs hear of it. */
export async function markRead(
  db: Db,
  user: SessionUser,
  conversationId: number,
  messageId: number,
) {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, user, conversationId);
    const [newest] = await tx
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id));
    await advanceRead(tx, conversation.id, user.id, Math.min(messageId, newest?.id ?? 0));
    await announce(tx, { type: 'read', conversationId: conversation.id }, [user.id]);
  });
}

/** Reports the other side's message to the safeguarding team, once per reporter. */
export async function reportMessage(
  db: Db,
  user: SessionUser,
  messageId: number,
  reason: string | undefined,
) {
  const { message } = await findMessage(db, user, messageId);
  if (message.senderId === user.id) throw badRequest(MESSAGING_MSG.reportOwn);
  const [report] = await db
    .insert(messageReports)
    .values({ messageId: message.id, reportedBy: user.id, reason: reason || null })
    .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reportedBy] })
    .returning({ id: messageReports.id });
  if (!report) throw conflict(MESSAGING_MSG.alreadyReported);
}
