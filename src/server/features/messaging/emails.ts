import { defineTask } from '../../jobs/task.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { EMAIL_INTERVAL_MINUTES, MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import type { ParticipantRole } from '../../../shared/messaging/schemas.js';
import { conversationReads, conversations, messages } from '../../db/schema-messaging.js';
import { users } from '../../db/schema.js';
import { bareLink, composeEmail, note, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { offLink, offLinkKey, oneClickHeaders } from '../email-lists/links.js';

export interface MessageEmailJob {
  messageId: number;
  recipientId: number;
}

export const messageEmailQueue = defineQueue<MessageEmailJob>('message-email', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});

/** The whole email: who wrote, by role, and where to sign in; never anything from the message. */
export function newMessageEmail(
  to: string,
  fullName: string,
  from: ParticipantRole,
  link: string,
  offLink: string,
): Email {
  return composeEmail({
    to,
    subject: MESSAGING_MSG.emailSubject,
    headers: oneClickHeaders(offLink),
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        MESSAGING_MSG.emailFrom(from),
        MESSAGING_MSG.emailSignIn,
        bareLink(`Sign in to ${PRODUCT_NAME}`, link),
      ),
      note(MESSAGING_MSG.emailTurnOff),
    ],
    signOff: false,
  });
}

/**
 * Emails the recipient of a message, unless they have read it, turned these emails off, or were
 * emailed about this conversation in the last 15 minutes. The conditional update of
 * `last_emailed_at` and the email are one transaction, so a retried job or a second worker never
 * sends a second one. Returns whether an email was queued.
 */
export async function emailAboutMessage(
  { db, mail, config }: Services,
  { messageId, recipientId }: MessageEmailJob,
): Promise<boolean> {
  // Read before the transaction: on PGlite a second query outside it would wait for it to end.
  const offKey = await offLinkKey(db, 'messages');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        conversationId: messages.conversationId,
        parentId: conversations.parentId,
        email: users.email,
        fullName: users.fullName,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, recipientId))
      .where(
        and(
          eq(messages.id, messageId),
          isNull(messages.withdrawnAt),
          eq(users.messageEmailsEnabled, true),
          isNull(users.deactivatedAt),
        ),
      );
    if (!row) return false;
    const [claimed] = await tx
      .insert(conversationReads)
      .values({
        conversationId: row.conversationId,
        userId: recipientId,
        lastEmailedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastEmailedAt: sql`now()` },
        setWhere: sql`${conversationReads.lastReadMessageId} < ${messageId}
          and (${conversationReads.lastEmailedAt} is null
            or ${conversationReads.lastEmailedAt} <= now() - make_interval(mins => ${EMAIL_INTERVAL_MINUTES}))`,
      })
      .returning({ userId: conversationReads.userId });
    if (!claimed) return false;
    const from: ParticipantRole = recipientId === row.parentId ? 'tutor' : 'parent';
    const off = offLink(config.publicUrl, 'messages', offKey, recipientId);
    await mail.queue(
      tx,
      newMessageEmail(row.email, row.fullName, from, `${config.publicUrl}/auth`, off),
    );
    return true;
  });
}

export const messageEmailTask = defineTask({
  queue: messageEmailQueue,
  // One job per message: fetched one at a time, a busy hour's messages would wait a poll each.
  workOptions: { batchSize: 10, burstWhenBatchFull: true },
  handler: (services) => async (job) => ({ emailed: await emailAboutMessage(services, job.data) }),
});
