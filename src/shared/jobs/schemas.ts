import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorPageOf, uuidCursorQuerySchema } from '../pagination.js';

const count = z.number().int().min(0);

/** How many jobs of one queue wait, run, are done or have failed for good, counted when asked. */
export const queueCountsSchema = z.object({
  name: z.string(),
  /** Waiting to run: new, or due for another attempt. */
  queued: count,
  running: count,
  done: count,
  failed: count,
});
export type QueueCounts = Wire<typeof queueCountsSchema>;

export const queueOverviewSchema = z.object({ queues: z.array(queueCountsSchema) });
export type QueueOverview = Wire<typeof queueOverviewSchema>;

/** A job whose last attempt failed; what it carried is left out, it may be personal. */
export const failedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  error: z.string(),
  attempts: count,
  createdAt: dateTime,
  failedAt: dateTime,
});
export type FailedJob = Wire<typeof failedJobSchema>;
export const failedJobPageSchema = cursorPageOf(failedJobSchema);
export type FailedJobPage = Wire<typeof failedJobPageSchema>;

/** Failed jobs page by (failure time, job id); a pg-boss job's id is a uuid. */
export const failedJobQuerySchema = uuidCursorQuerySchema;

export const failedJobParams = z.object({
  queue: z.string().min(1).max(100),
  id: z.uuid('Job not found.'),
});

/** An email whose every delivery attempt failed. */
export const undeliveredEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: count,
  error: z.string().nullable(),
  createdAt: dateTime,
});
export type UndeliveredEmail = Wire<typeof undeliveredEmailSchema>;
export const undeliveredEmailPageSchema = cursorPageOf(undeliveredEmailSchema);
export type UndeliveredEmailPage = Wire<typeof undeliveredEmailPageSchema>;
