import type { FastifyBaseLogger } from 'fastify';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { HOUSEKEEPING_TASKS, type HousekeepingTask, type TaskContext } from './tasks.js';

/**
 * One queue for every clean-up; each task is a schedule of its own, keyed by its name. Stately
 * with the task as singleton key: one run of a task at a time, however many servers schedule it.
 */
export const housekeepingQueue = defineQueue<{ task: HousekeepingTask }>('housekeeping', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 1800,
});

const tasks = Object.keys(HOUSEKEEPING_TASKS) as HousekeepingTask[];

/** Runs one task as of `now` and logs what it removed. */
export async function runHousekeeping(
  task: HousekeepingTask,
  context: TaskContext,
  log: FastifyBaseLogger,
) {
  const started = Date.now();
  const removed = await HOUSEKEEPING_TASKS[task].run(context);
  log.info({ task, removed, ms: Date.now() - started }, 'housekeeping done');
  return removed;
}

/**
 * Each clean-up is a schedule of its own, keyed by its name, in UK time so the nightly runs stay
 * at night; a run missed while every server was down happens once when one comes back.
 */
export const housekeepingTask = defineTask({
  queue: housekeepingQueue,
  schedules: tasks.map((task) => ({
    key: task,
    cron: HOUSEKEEPING_TASKS[task].cron,
    data: { task },
    options: { singletonKey: task, missed: 'once' as const },
  })),
  handler:
    ({ jobs, db, config }, log) =>
    async ({ data }) => {
      // A task a newer release dropped may still be queued; there is nothing to run for it.
      if (!(data.task in HOUSEKEEPING_TASKS)) return;
      return runHousekeeping(data.task, { db, config, now: jobs.now() }, log);
    },
});
