import { weeklyDigestsSent } from '../../db/schema-attendance.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import type { Services } from '../../services.js';
import { collectDigests, nextParents } from './collect.js';
import { weeklyDigestEmail } from './emails.js';
import { digestWeek } from './week.js';

/** Sunday 18:00 UK time, summer or winter (issue 15 §2). */
export const DIGEST_CRON = '0 18 * * 0';
const SCHEDULE_KEY = 'weekly-digest';
/** Parents per job: each job reads and emails this many, then queues the next batch. */
export const DIGEST_BATCH = 200;

/**
 * The schedule's job has no data; it starts the first batch, which fixes the week for the whole
 * run. Each batch then names the week, its time and the last parent id before it.
 */
export interface DigestJob {
  at?: string;
  after?: number;
}

export const weeklyDigestQueue = defineQueue<DigestJob>('weekly-digest', {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
});

/**
 * One batch of the digest: the next DIGEST_BATCH parents by id, each who wants it and has a
 * session in the fortnight emailed once. weekly_digests_sent is written in the transaction that
 * queues the emails and the next batch, so a retried job or a second worker sends nothing twice,
 * and 100,000 parents are never in memory at once. Returns how many emails were queued.
 */
export async function sendDigestBatch(services: Services, job: DigestJob): Promise<number> {
  const { db, jobs, mail, config } = services;
  const week = digestWeek(job.at ? new Date(job.at) : jobs.now());
  const parents = await nextParents(db, job.after ?? 0, DIGEST_BATCH);
  const digests = (await collectDigests(db, parents.wanting, week)).filter((digest) =>
    digest.children.some((child) => child.thisWeek.length + child.nextWeek.length > 0),
  );
  const links = {
    schedule: `${config.publicUrl}/student/schedule`,
    settings: `${config.publicUrl}/account#notifications`,
  };
  return db.transaction(async (tx) => {
    const fresh =
      digests.length === 0
        ? []
        : await tx
            .insert(weeklyDigestsSent)
            .values(digests.map((d) => ({ userId: d.userId, weekStart: week.weekStart })))
            .onConflictDoNothing()
            .returning({ userId: weeklyDigestsSent.userId });
    const sent = new Set(fresh.map((row) => row.userId));
    const emails = digests
      .filter((digest) => sent.has(digest.userId))
      .map((digest) => weeklyDigestEmail(digest, week.weekStart, links));
    await mail.queue(tx, emails);
    if (parents.full && parents.last !== null) {
      await jobs.send(
        weeklyDigestQueue,
        { at: week.at.toISOString(), after: parents.last },
        { tx, singletonKey: `${week.weekStart}:${parents.last}` },
      );
    }
    return emails.length;
  });
}

export const weeklyDigestTask = defineTask({
  queue: weeklyDigestQueue,
  // In UK time; a Sunday missed while every server was down sends once when one comes back.
  schedules: [
    { key: SCHEDULE_KEY, cron: DIGEST_CRON, data: {}, options: { missed: 'once' as const } },
  ],
  handler: (services) => async (job) => ({ emails: await sendDigestBatch(services, job.data) }),
});
