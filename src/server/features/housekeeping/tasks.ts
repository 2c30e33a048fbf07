import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  accountTokens,
  authSessions,
  emailOutbox,
  importJobs,
  rateEvents,
  registrationCodes,
  securityEvents,
  sessionRemindersSent,
  signInChallenges,
  trustedDevices,
} from '../../db/schema.js';
import { expiredDevices } from '../auth/devices.js';
import { expiredSessions } from '../../identity/sessions.js';
import { staleRateEvents } from '../../identity/throttle.js';
import { sweepAbandonedUploads } from '../files/uploads.js';
import { expiredChallenges } from '../mfa/challenges.js';
import { eraseDueAccounts } from '../erasure/pending.js';
import { KEPT_DAYS } from '../../../shared/legal/retention.js';
import { dataExports } from '../../db/schema-audit.js';
import { deleteInBatches } from './batches.js';
import { enforceAccountRetention, enforceLearningDataRetention } from './retention.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface TaskContext {
  db: Db;
  config: Config;
  now: Date;
}

export type TaskResult = Record<string, number>;

/**
 * Every clean-up, with when it recurs (cron, UK time). Each deletes by a cut-off from `now`, so a
 * second run at the same time finds nothing left to do.
 */
export const HOUSEKEEPING_TASKS = {
  sessions: {
    cron: '5 * * * *',
    run: async ({ db, config, now }) => ({
      expired: await deleteInBatches(
        db,
        authSessions,
        authSessions.idHash,
        expiredSessions(config, now),
      ),
    }),
  },
  'sign-in-challenges': {
    cron: '7 * * * *',
    run: async ({ db, now }) => ({
      expired: await deleteInBatches(
        db,
        signInChallenges,
        signInChallenges.idHash,
        expiredChallenges(now),
      ),
    }),
  },
  'account-tokens': {
    cron: '10 * * * *',
    run: async ({ db, now }) => ({
      // A used or expired link opens nothing; its row only says that a reset was once asked for.
      usedOrExpired: await deleteInBatches(
        db,
        accountTokens,
        accountTokens.id,
        or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, now)),
      ),
    }),
  },
  'rate-events': {
    cron: '15 * * * *',
    run: async ({ db, now }) => ({
      stale: await deleteInBatches(db, rateEvents, rateEvents.id, staleRateEvents(now)),
    }),
  },
  // A parent's erasure, once its grace period has ended (issue 17 §3).
  'account-erasures': {
    cron: '25 * * * *',
    run: ({ db, config, now }) => eraseDueAccounts(db, config.uploadDir, now),
  },
  // A family's data download, once its EXPORT_KEPT_DAYS are over.
  'data-exports': {
    cron: '27 * * * *',
    run: async ({ db, now }) => ({
      expired: await deleteInBatches(
        db,
        dataExports,
        dataExports.id,
        lt(dataExports.expiresAt, now),
      ),
    }),
  },
  uploads: {
    cron: '20 * * * *',
    run: ({ db, config, now }) => sweepAbandonedUploads(db, config.uploadDir, now),
  },
  'email-outbox': {
    cron: '30 3 * * *',
    run: async ({ db, now }) => {
      const olderThan = (status: 'sent' | 'failed', days: number) =>
        deleteInBatches(
          db,
          emailOutbox,
          emailOutbox.id,
          and(eq(emailOutbox.status, status), lt(emailOutbox.createdAt, daysBefore(now, days))),
        );
      return {
        sent: await olderThan('sent', KEPT_DAYS.sentEmail),
        failed: await olderThan('failed', KEPT_DAYS.failedEmail),
      };
    },
  },
  'import-jobs': {
    cron: '35 3 * * *',
    run: async ({ db, now }) => ({
      old: await deleteInBatches(
        db,
        importJobs,
        importJobs.id,
        lt(importJobs.updatedAt, daysBefore(now, KEPT_DAYS.importJob)),
      ),
    }),
  },
  'registration-codes': {
    cron: '40 3 * * *',
    run: async ({ db, now }) => {
      const cutoff = daysBefore(now, KEPT_DAYS.registrationCode);
      return {
        expiredOrRevoked: await deleteInBatches(
          db,
          registrationCodes,
          registrationCodes.id,
          or(lt(registrationCodes.expiresAt, cutoff), lt(registrationCodes.revokedAt, cutoff)),
        ),
      };
    },
  },
  'reminders-sent': {
    cron: '45 3 * * *',
    run: async ({ db, now }) => ({
      past: await deleteInBatches(
        db,
        sessionRemindersSent,
        sessionRemindersSent.sessionId,
        lt(sessionRemindersSent.startsAt, daysBefore(now, KEPT_DAYS.reminderSent)),
      ),
    }),
  },
  'security-events': {
    cron: '55 3 * * *',
    run: async ({ db, now }) => ({
      old: await deleteInBatches(
        db,
        securityEvents,
        securityEvents.id,
        lt(securityEvents.occurredAt, daysBefore(now, KEPT_DAYS.securityEvent)),
      ),
    }),
  },
  // Learning data first, so that accounts it frees are deleted by the account run that follows.
  'trusted-devices': {
    cron: '50 3 * * *',
    run: async ({ db, now }) => ({
      // A browser not signed in on for a year is no longer trusted; its row only says it once was.
      expired: await deleteInBatches(db, trustedDevices, trustedDevices.id, expiredDevices(now)),
    }),
  },
  'learning-data': {
    cron: '0 4 * * *',
    run: ({ db, now }) => enforceLearningDataRetention(db, now),
  },
  'account-data': {
    cron: '15 4 * * *',
    run: ({ db, now }) => enforceAccountRetention(db, now),
  },
} satisfies Record<string, { cron: string; run: (context: TaskContext) => Promise<TaskResult> }>;

export type HousekeepingTask = keyof typeof HOUSEKEEPING_TASKS;
