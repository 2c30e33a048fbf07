import type { Db } from '../db/client.js';
import { defineQueue } from '../jobs/queue.js';
import type { JobEngine } from '../jobs/engine.js';

/** A line someone wrote, to be checked against the automatic flags' list (issue 31 §4). */
export interface FlagCheckJob {
  source: 'message' | 'chat';
  id: number;
}

export const flagCheckQueue = defineQueue<FlagCheckJob>('concern-flag-check', {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
});

/**
 * Asks for the check in the transaction that writes the line, so the send never waits on the
 * list and a rolled-back line is never checked. The concerns feature's task does the checking.
 */
export const queueFlagCheck = (jobs: JobEngine, tx: Db, job: FlagCheckJob) =>
  jobs.send(flagCheckQueue, job, { tx });
