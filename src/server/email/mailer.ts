import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise the development outbox: each message is kept in the
 * database and written to the log, so a developer can follow reset links without a mail server.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(email) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...email });
          log.info({ to: email.to, subject: email.subject }, 'email sent');
        } catch (err) {
          // A mail failure must not break the request that caused it; it is logged for operators.
          log.error({ err, to: email.to, subject: email.subject }, 'email failed');
        }
      },
    };
  }
  return {
    async send(email) {
      await db.insert(emailOutbox).values({
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        transport: 'outbox',
        sentAt: new Date(),
      });
      log.info(
        { to: email.to, subject: email.subject, text: email.text },
        'email written to outbox',
      );
    },
  };
}
