import { and, asc, eq, isNull } from 'drizzle-orm';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import { NOTIFY_SWEEP_MINUTES } from '../../../shared/concerns/rules.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { concernHistory, concerns } from '../../db/schema-concerns.js';
import { users } from '../../db/schema.js';
import { bareLink, composeEmail, paragraph } from '../../email/compose.js';
import type { Mail } from '../../email/outbox.js';
import type { JobEngine } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { activeLeads } from '../../policies/concerns.js';
import type { Services } from '../../services.js';

/** One concern to notify now (an urgent one), or none: every concern not yet notified. */
export interface NotifyJob {
  concernId?: number;
}

/** pg-boss hands out higher priorities first: an urgent concern goes before any other job here. */
export const URGENT_PRIORITY = 10;
/** The most concerns one sweep notifies; a backlog beyond it is the next sweep's. */
const SWEEP_LIMIT = 500;

export const notifyQueue = defineQueue<NotifyJob>('concern-notify', {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
});

const leadEmail = (to: string, fullName: string, urgent: boolean, link: string) =>
  composeEmail({
    to,
    subject: CONCERN_MSG.emailSubject(urgent),
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(CONCERN_MSG.emailBody, bareLink(`Sign in to ${PRODUCT_NAME}`, link)),
    ],
  });

/**
 * Tells every lead of one concern: stamps `notified_at` with the engine's time only if it has
 * none, and in the same transaction queues each lead's email, so a retried or doubled job never
 * tells them twice. The concern already shows in the leads' queue; the email carries nothing of it.
 */
async function notifyOne(
  { db, jobs, mail }: { db: Db; jobs: JobEngine; mail: Mail },
  leads: { email: string; fullName: string }[],
  link: string,
  concernId: number,
) {
  return db.transaction(async (tx) => {
    const now = jobs.now();
    const [row] = await tx
      .update(concerns)
      .set({ notifiedAt: now })
      .where(and(eq(concerns.id, concernId), isNull(concerns.notifiedAt)))
      .returning({ urgency: concerns.urgency });
    if (!row) return false;
    for (const lead of leads) {
      await mail.queue(tx, leadEmail(lead.email, lead.fullName, row.urgency === 'urgent', link));
    }
    await tx.insert(concernHistory).values({ concernId, kind: 'notified', at: now });
    return true;
  });
}

/** Notifies the job's concern, or every concern still waiting, oldest first; returns how many. */
export async function notifyLeads(services: Services, { concernId }: NotifyJob) {
  const { db, config } = services;
  const leads = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(activeLeads);
  const ids =
    concernId !== undefined
      ? [concernId]
      : (
          await db
            .select({ id: concerns.id })
            .from(concerns)
            .where(isNull(concerns.notifiedAt))
            .orderBy(asc(concerns.raisedAt))
            .limit(SWEEP_LIMIT)
        ).map(({ id }) => id);
  let notified = 0;
  for (const id of ids) {
    if (await notifyOne(services, leads, `${config.publicUrl}/auth`, id)) notified++;
  }
  return notified;
}

export const notifyTask = defineTask({
  queue: notifyQueue,
  // Every few minutes, so a concern that is not urgent reaches the leads well within 15 minutes.
  schedules: [{ key: 'sweep', cron: `*/${NOTIFY_SWEEP_MINUTES} * * * *`, data: {} }],
  workOptions: { batchSize: 5 },
  handler: (services) => async (job) => ({ notified: await notifyLeads(services, job.data) }),
});
