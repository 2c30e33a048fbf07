import { defineTask } from '../../jobs/task.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_INTERVAL_MINUTES, MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import type { ParticipantRole } from '../../../shared/messaging/schemas.js';
import { conversationReads, conversations, messages } from '../../db/schema-messaging.js';
import { users } from '../../db/schema.js';
import type { Email } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import type { Services } from '../../services.js';

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
): Email {
  return {
    to,
    subject: MESSAGING_MSG.emailSubject,
    text: [
      `Hello ${fullName},`,
      '',
      MESSAGING_MSG.emailFrom(from),
      MESSAGING_MSG.emailSignIn,
      link,
      '',
      MESSAGING_MSG.emailTurnOff,
    ].join('\n'),
  };
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
    await mail.queue(
      tx,
      newMessageEmail(row.email, row.fullName, from, `${config.publicUrl}/auth`),
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
