import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema.js';
import { passwordResetLink, usernameReminder } from '../../email/templates.js';
import type { JobEngine, JobHandler } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import type { Services } from '../../services.js';
import type { RateCounter } from '../../identity/throttle.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';

const WINDOW_MS = 60 * 60_000;
// Caps the emails one address or one account can trigger, so the forms cannot be used to spam.
const EMAILS_PER_SUBJECT = 3;
const EMAILS_PER_ADDRESS = 20;

export type RecoveryRequest =
  { kind: 'username'; email: string; ip: string } | { kind: 'reset'; username: string; ip: string };

/**
 * The forms only enqueue what was asked, so a request does the same work and takes the same time
 * whether or not the account exists. What was asked (an address, a username) is kept an hour.
 */
export const recoveryQueue = defineQueue<RecoveryRequest>('account-recovery', {
  retryLimit: 5,
  retryBackoff: true,
  retryDelay: 10,
  deleteAfterSeconds: 3600,
});

/**
 * The request only enqueues; the lookup starts a second later. On the embedded database, requests
 * and jobs share one connection, and a job started at once would slow its own request more for a
 * real account than for an unknown one (measured by `npm run bench`).
 */
export const enqueueRecovery = (jobs: JobEngine, request: RecoveryRequest) =>
  jobs.send(recoveryQueue, request, { startAfter: 1 });

/**
 * Whether one more email about an account may go to this subject (an address or an account), and
 * from this network address unless it is null; the caller records it. Holds the turns until `tx` ends.
 */
export async function accountEmailAllowed(
  rate: RateCounter,
  tx: Db,
  subject: string,
  ip: string | null,
) {
  await rate.lock(tx, 'account_email', subject, ip);
  const bySubject = await rate.countBySubject('account_email', subject, WINDOW_MS, tx);
  const byIp = ip === null ? 0 : await rate.countByIp('account_email', ip, WINDOW_MS, tx);
  return bySubject < EMAILS_PER_SUBJECT && byIp < EMAILS_PER_ADDRESS;
}

const findAccount = async (db: Db, request: RecoveryRequest) => {
  const [user] = await db
    .select()
    .from(users)
    .where(
      request.kind === 'username'
        ? sql`lower(${users.email}) = ${request.email.toLowerCase()}`
        : sql`lower(${users.username}) = ${request.username.toLowerCase()}`,
    );
  return user && !user.deactivatedAt ? user : undefined;
};

/**
 * Looks the account up and, within the limits, stores the email (and a reset link's token) in one
 * transaction. The limits are counted and recorded under a lock in that transaction, so workers
 * on several servers cannot each see room for one more email and all send one.
 */
function recoveryHandler(services: Services): JobHandler<RecoveryRequest> {
  const { db, jobs, mail, rate, config } = services;
  return async ({ data: request }) => {
    const user = await findAccount(db, request);
    if (!user) return;
    const subject = request.kind === 'username' ? `email:${request.email}` : `user:${user.id}`;
    await db.transaction(async (tx) => {
      if (!(await accountEmailAllowed(rate, tx, subject, request.ip))) return;
      await rate.record('account_email', subject, request.ip, tx);
      if (request.kind === 'username') {
        await mail.queue(tx, usernameReminder(user.email, user.fullName, user.username));
        return;
      }
      const token = newSecret();
      await tx.insert(accountTokens).values({
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashSecret(token),
        expiresAt: new Date(jobs.now().getTime() + config.passwordResetMs),
      });
      await mail.queue(
        tx,
        passwordResetLink(
          user.email,
          user.fullName,
          `${config.publicUrl}/reset-password?token=${token}`,
          Math.round(config.passwordResetMs / 60_000),
        ),
      );
    });
  };
}

export const recoveryTask = defineTask({
  queue: recoveryQueue,
  // A burst of requests drains in batches fetched back to back; the locks keep each limit exact.
  workOptions: { batchSize: 10, burstWhenBatchFull: true },
  handler: recoveryHandler,
});
