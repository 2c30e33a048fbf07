import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
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

/**
 * Recounts every five minutes, and once when a process starts its workers: data seeded or
 * imported while no worker ran is counted then, not only at the next five-minute mark.
 */
export const analyticsTask = defineTask({
  queue: analyticsQueue,
  schedules: [{ key: SCHEDULE_KEY, cron: REFRESH_CRON, data: {} }],
  sendAtStart: {},
  handler:
    ({ db }) =>
    () =>
      refreshAggregates(db),
});
