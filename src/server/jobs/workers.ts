import type { FastifyBaseLogger } from 'fastify';
import { registerEmailWorker } from '../email/delivery.js';
import { emailQueue, undeliverableQueue } from '../email/outbox.js';
import { absenceAlertQueue, registerAbsenceAlerts } from '../features/attendance/absence-alerts.js';
import { recoveryQueue, registerRecoveryWorker } from '../features/auth/recovery-emails.js';
import {
  dataExportFailedQueue,
  dataExportQueue,
  registerDataExportWorker,
} from '../features/data-export/worker.js';
import {
  registerUsageRefresh,
  usageRefreshQueue,
} from '../features/employer-report/usage-refresh.js';
import { housekeepingQueue, registerHousekeeping } from '../features/housekeeping/worker.js';
import { analyticsQueue, registerAnalyticsRefresh } from '../features/insights/worker.js';
import { messageEmailQueue, registerMessageEmailWorker } from '../features/messaging/emails.js';
import { accountsQueue } from '../features/onboarding/accounts-queue.js';
import { registerAccountsWorker } from '../features/onboarding/accounts-worker.js';
import { reminderQueue } from '../features/reminders/plan.js';
import { registerReminderWorker } from '../features/reminders/worker.js';
import { registerWeeklyDigest, weeklyDigestQueue } from '../features/weekly-digest/worker.js';
import type { Services } from '../services.js';
import type { QueueDef } from './queue.js';

/** Every queue the app uses; the engine creates or updates them on start. */
export const queues: QueueDef<object>[] = [
  // A dead-letter queue must exist before the queue that names it.
  undeliverableQueue,
  emailQueue,
  recoveryQueue,
  reminderQueue,
  accountsQueue,
  housekeepingQueue,
  analyticsQueue,
  absenceAlertQueue,
  weeklyDigestQueue,
  messageEmailQueue,
  dataExportFailedQueue,
  dataExportQueue,
  usageRefreshQueue,
];

/** Starts a worker for every queue in this process. */
export async function registerWorkers(services: Services, log: FastifyBaseLogger) {
  const { jobs, db, config } = services;
  await registerEmailWorker(jobs, db, config, log);
  await registerRecoveryWorker(services);
  await registerHousekeeping(services, log);
  await registerAccountsWorker(services);
  await registerReminderWorker(services);
  await registerAnalyticsRefresh(services);
  await registerAbsenceAlerts(services);
  await registerMessageEmailWorker(services);
  await registerWeeklyDigest(services);
  await registerDataExportWorker(services);
  await registerUsageRefresh(services);
}
