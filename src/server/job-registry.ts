import { roomSweepTask } from './features/classroom/room-sweep.js';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { emailTask, undeliverableTask } from './email/delivery.js';
import { waitlistTask } from './features/enrolment/offers-task.js';
import { leaverPlacesTask } from './features/leavers/places-task.js';
import { allocationTask } from './features/allocation/worker.js';
import { coverageRefreshTask } from './features/classes/coverage-task.js';
import { absenceAlertTask } from './features/attendance/absence-alerts.js';
import { recoveryTask } from './features/auth/recovery-emails.js';
import { dataExportFailedTask, dataExportTask } from './features/data-export/worker.js';
import { usageRefreshTask } from './features/employer-report/usage-refresh.js';
import { housekeepingTask } from './features/housekeeping/worker.js';
import { analyticsTask } from './features/insights/worker.js';
import { messageEmailTask } from './features/messaging/emails.js';
import { accountsTask } from './features/onboarding/accounts-worker.js';
import { reminderTask } from './features/reminders/worker.js';
import { rollOverTask } from './features/school-years/roll-over.js';
import { recordingTask } from './features/recordings/task.js';
import { vettingWarningTask } from './features/vetting/warnings.js';
import { flagCheckTask } from './features/concerns/flag-task.js';
import { notifyTask } from './features/concerns/notify.js';
import { weeklyDigestTask } from './features/weekly-digest/worker.js';
import type { Services } from './services.js';
import { UK_ZONE } from '../shared/dates/uk-zone.js';
import type { QueueDef } from './jobs/queue.js';
import type { AnyTask } from './jobs/task.js';

/** Every kind of background work. Adding one: its task module, and a line here. */
export const tasks: AnyTask[] = [
  // A dead-letter queue must exist before the queue that names it.
  undeliverableTask,
  emailTask,
  recoveryTask,
  reminderTask,
  accountsTask,
  housekeepingTask,
  analyticsTask,
  absenceAlertTask,
  weeklyDigestTask,
  messageEmailTask,
  dataExportFailedTask,
  dataExportTask,
  usageRefreshTask,
  waitlistTask,
  leaverPlacesTask,
  allocationTask,
  rollOverTask,
  coverageRefreshTask,
  roomSweepTask,
  recordingTask,
  vettingWarningTask,
  notifyTask,
  flagCheckTask,
];

/** Every queue, in the order the engine creates them. */
export const queues = tasks.map((task) => task.queue as QueueDef<object>);

/**
 * Brings a queue's schedules in line with its task: schedule() replaces a schedule of the same
 * key, so every start, on any number of servers, may do this; a key no longer declared goes.
 */
export async function applySchedules(boss: PgBoss, task: AnyTask) {
  const declared = task.schedules ?? [];
  for (const { key, cron, data, tz, options } of declared) {
    await boss.schedule(task.queue.name, cron, data as object, {
      ...options,
      tz: tz ?? UK_ZONE,
      key,
    });
  }
  for (const schedule of await boss.getSchedules(task.queue.name)) {
    if (!declared.some(({ key }) => key === schedule.key))
      await boss.unschedule(task.queue.name, schedule.key);
  }
}

/** Applies one task's schedules and starts its worker in this process. */
export async function startTask(services: Services, log: FastifyBaseLogger, task: AnyTask) {
  await applySchedules(services.jobs.boss, task);
  await services.jobs.work(task.queue, await task.handler(services, log), task.workOptions);
  if (task.sendAtStart) await services.jobs.send(task.queue, task.sendAtStart);
}

/** Starts every task's worker in this process; only processes that run workers call this. */
export async function startWorkers(services: Services, log: FastifyBaseLogger) {
  for (const task of tasks) await startTask(services, log, task);
}
