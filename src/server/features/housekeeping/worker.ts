import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { defineQueue } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { HOUSEKEEPING_TASKS, type HousekeepingTask, type TaskContext } from './tasks.js';

/** Schedules read UK time, so the nightly runs stay at night across the clock changes. */
export const HOUSEKEEPING_TZ = 'Europe/London';

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
 * Brings the schedules in line with the task list. schedule() replaces a schedule with the same
 * key, so every start may do this, from any number of servers.
 */
export async function scheduleHousekeeping(boss: PgBoss) {
  for (const task of tasks) {
    await boss.schedule(
      housekeepingQueue.name,
      HOUSEKEEPING_TASKS[task].cron,
      { task },
      // A run missed while every server was down happens once when one comes back.
      { tz: HOUSEKEEPING_TZ, key: task, singletonKey: task, missed: 'once' },
    );
  }
  for (const schedule of await boss.getSchedules(housekeepingQueue.name)) {
    if (!(tasks as string[]).includes(schedule.key))
      await boss.unschedule(housekeepingQueue.name, schedule.key);
  }
}

/** Only processes that run the workers call this, and only they run schedules. */
export async function registerHousekeeping(services: Services, log: FastifyBaseLogger) {
  const { jobs, db, config } = services;
  await scheduleHousekeeping(jobs.boss);
  await jobs.work(housekeepingQueue, async ({ data }) => {
    // A task a newer release dropped may still be queued; there is nothing to run for it.
    if (!(data.task in HOUSEKEEPING_TASKS)) return;
    return runHousekeeping(data.task, { db, config, now: jobs.now() }, log);
  });
}
