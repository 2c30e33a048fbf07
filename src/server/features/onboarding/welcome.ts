import type { FastifyBaseLogger } from 'fastify';
import type { Email, Mailer } from '../../email/mailer.js';
import { inLanes } from './lanes.js';

const IN_FLIGHT = 8;

/**
 * Welcome emails go out after the accounts are saved, a few at a time. One that fails is logged
 * and never fails the request: the accounts exist, and the admin must still get the credentials.
 */
export async function sendWelcomes(mailer: Mailer, log: FastifyBaseLogger, emails: Email[]) {
  await inLanes(emails.length, IN_FLIGHT, async (index) => {
    const email = emails[index]!;
    try {
      await mailer.send(email);
    } catch (err) {
      log.error({ err, to: email.to }, 'welcome email failed');
    }
  });
}
