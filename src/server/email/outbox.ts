import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { emailOutbox, type EmailAttachment } from '../db/schema.js';
import type { JobEngine } from '../jobs/engine.js';
import { defineQueue } from '../jobs/queue.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
}

/**
 * About ten attempts over roughly a day: back-off doubles from 30 seconds and stops growing at
 * three hours, so a mail server that is down overnight still gets every email in the morning.
 */
/** A delivery job names its outbox row; the row holds the email. */
export interface EmailJob {
  emailId: number;
}

export const emailQueue = defineQueue<EmailJob>('email-deliver', {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3 * 3600,
  expireInSeconds: 120,
  notify: true,
  deadLetter: 'email-undeliverable',
});

/**
 * pg-boss moves an email's job here once it has failed for good, whether its last attempt threw
 * or its worker died mid-attempt, so the email is marked failed either way.
 */
export const undeliverableQueue = defineQueue<EmailJob>('email-undeliverable', {
  retryLimit: 5,
  retryBackoff: true,
});

export interface Mail {
  /**
   * Stores the emails and their delivery jobs through `tx`, so that they exist exactly when the
   * change that caused them commits. Nothing here talks to a mail server.
   */
  queue(tx: Db, emails: Email | Email[]): Promise<void>;
}

export function createMail(config: Config, jobs: JobEngine): Mail {
  const transport = config.smtpUrl ? 'smtp' : 'outbox';
  return {
    async queue(tx, emails) {
      const list = Array.isArray(emails) ? emails : [emails];
      if (list.length === 0) return;
      const rows = await tx
        .insert(emailOutbox)
        .values(
          list.map((email) => ({
            toAddress: email.to,
            subject: email.subject,
            textBody: email.text,
            htmlBody: email.html ?? null,
            attachments: email.attachments ?? null,
            headers: email.headers ?? null,
            transport,
          })),
        )
        .returning({ id: emailOutbox.id });
      if (rows.length === 1) {
        await jobs.send(emailQueue, { emailId: rows[0]!.id }, { tx });
      } else {
        await jobs.insert(
          emailQueue,
          rows.map((row) => ({ data: { emailId: row.id } })),
          { tx },
        );
      }
    },
  };
}
