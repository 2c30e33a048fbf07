import type { Db } from '../../db/client.js';
import type { JobEngine } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';

/** A class whose place freed (`classId`), or the sweep over every class (no `classId`). */
export interface WaitlistJob {
  classId?: number;
}

/** Stately per class: one offer run at a time and one waiting, however many places free at once. */
export const waitlistQueue = defineQueue<WaitlistJob>('class-waitlist-offers', {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
});

/**
 * Asks for the freed place to be offered to the first waiting, through the transaction that
 * freed it: a rolled-back leave offers nothing.
 */
export const placeFreed = (tx: Db, jobs: JobEngine, classId: number) =>
  jobs.send(waitlistQueue, { classId }, { tx, singletonKey: `class-${classId}` });
