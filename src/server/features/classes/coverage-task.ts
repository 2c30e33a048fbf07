import { coverageRefreshQueue } from '../../classes/coverage-refresh.js';
import { defineTask } from '../../jobs/task.js';
import { refreshAllCoverage, refreshCoverage } from './coverage-counts.js';

/** Each night at 02:15 UK time, after the day's changes; a change queues its year at once. */
export const COVERAGE_REFRESH_CRON = '15 2 * * *';

/**
 * Recounts the coverage view's figures (decision 113): the school year a change names, or every
 * school year at night, which also catches changes made without a recount being queued.
 */
export const coverageRefreshTask = defineTask({
  queue: coverageRefreshQueue,
  schedules: [
    {
      key: 'class-coverage',
      cron: COVERAGE_REFRESH_CRON,
      data: {},
      options: { missed: 'once' as const },
    },
  ],
  handler:
    ({ db, jobs }) =>
    (job) =>
      job.data.schoolYearId === undefined
        ? refreshAllCoverage(db, () => jobs.now())
        : refreshCoverage(db, job.data.schoolYearId, jobs.now()),
});
