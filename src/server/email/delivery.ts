import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailOutbox } from '../db/schema.js';
import type { JobHandler } from '../jobs/engine.js';
import { defineTask } from '../jobs/task.js';
import type { Services } from '../services.js';
import { emailQueue, undeliverableQueue, type EmailJob } from './outbox.js';

const STOPPED = 'The last delivery attempt stopped before it finished.';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Delivers queued emails: through SMTP when SMTP_URL is set, otherwise into the development
 * outbox, where the row itself is the email and the log shows it. A failed attempt is retried with
 * back-off by the queue; after the last one the row is kept as failed for admins to see.
 */
async function deliveryHandler(
  { jobs, db, config }: Services,
  log: FastifyBaseLogger,
): Promise<JobHandler<EmailJob>> {
  // Pooled: a backlog of thousands goes out over a few reused connections, not one per email.
  // Loaded only with SMTP_URL set, so a start without a mail server skips its 0.1 s.
  const smtp = config.smtpUrl
    ? (await import('nodemailer')).default.createTransport({
        url: config.smtpUrl,
        pool: true,
        maxConnections: 4,
      })
    : null;
  return async (job) => {
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, job.data.emailId));
    // Already delivered by an earlier attempt whose completion was lost: sending again would duplicate it.
    if (!email || email.status === 'sent') return;
    const attempts = email.attempts + 1;
    try {
      if (smtp) {
        await smtp.sendMail({
          from: config.mailFrom,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          ...(email.htmlBody ? { html: email.htmlBody } : {}),
          attachments: email.attachments ?? [],
          ...(email.headers ? { headers: email.headers } : {}),
        });
        log.info({ emailId: email.id, subject: email.subject }, 'email sent');
      } else {
        log.info(
          {
            emailId: email.id,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
          },
          'email written to outbox',
        );
      }
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({ attempts, error: messageOf(err) })
        .where(eq(emailOutbox.id, email.id));
      throw err;
    }
    await db
      .update(emailOutbox)
      .set({
        attempts,
        status: 'sent',
        sentAt: jobs.now(),
        error: null,
        // Once a mail server has it, the body (which may hold a one-time link) is not kept.
        ...(smtp ? { textBody: '', htmlBody: null, attachments: null, headers: null } : {}),
      })
      .where(eq(emailOutbox.id, email.id));
  };
}

export const emailTask = defineTask({
  queue: emailQueue,
  // Batches of 20, fetched back to back while they come full, so a backlog drains at once.
  workOptions: { batchSize: 20, burstWhenBatchFull: true, localConcurrency: 2 },
  handler: deliveryHandler,
});

/** An email whose last attempt failed is kept as failed, for admins to see and retry. */
export const undeliverableTask = defineTask({
  queue: undeliverableQueue,
  handler:
    ({ db }) =>
    async ({ data }) => {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', error: sql`coalesce(${emailOutbox.error}, ${STOPPED})` })
        .where(and(eq(emailOutbox.id, data.emailId), eq(emailOutbox.status, 'queued')));
    },
});
