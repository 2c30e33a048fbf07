import type { PgBoss } from 'pg-boss';
import { defineQueue } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { refreshAggregates } from './aggregates.js';

/** How often the admin figures are recounted; the screens say when they were (decision 051). */
export const REFRESH_CRON = '*/5 * * * *';
const SCHEDULE_KEY = 'aggregates';

/** Stately: one refresh running and one waiting at most, however many servers ask. */
export const analyticsQueue = defineQueue<Record<string, never>>('analytics-refresh', {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 600,
});

/** schedule() replaces the schedule with the same key, so every start may call it. */
export async function scheduleAnalyticsRefresh(boss: PgBoss) {
  await boss.schedule(analyticsQueue.name, REFRESH_CRON, {}, { key: SCHEDULE_KEY });
}

/**
 * Runs the refreshes in this process, and asks for one at start: data seeded or imported while no
 * worker ran is counted then, not only at the next five-minute mark.
 */
export async function registerAnalyticsRefresh({ jobs, db }: Services) {
  await scheduleAnalyticsRefresh(jobs.boss);
  await jobs.work(analyticsQueue, () => refreshAggregates(db));
  await jobs.send(analyticsQueue, {});
}
