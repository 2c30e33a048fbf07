import type { FastifyBaseLogger } from 'fastify';
import type { ScheduleOptions, WorkOptions } from 'pg-boss';
import type { Services } from '../services.js';
import type { JobHandler } from './engine.js';
import type { QueueDef } from './queue.js';

/** A recurring run of a task: pg-boss sends `data` at every `cron`, read in `tz`. */
export interface TaskSchedule<T extends object> {
  /** Names the schedule among the queue's; a key no task declares any more is removed at start. */
  key: string;
  cron: string;
  data: T;
  /** The zone the cron is read in: UK time unless said, so a nightly run stays at night all year. */
  tz?: string;
  options?: Omit<ScheduleOptions, 'tz' | 'key'>;
}

/**
 * One kind of background work, whole: its queue (name, retries, retention), its schedules and
 * how a worker does one job. The registry (`registry.ts`) creates every task's queue, applies its
 * schedules and starts its worker in each process that runs workers.
 */
export interface Task<T extends object> {
  queue: QueueDef<T>;
  schedules?: readonly TaskSchedule<T>[];
  /** pg-boss's worker options: batch size, concurrency. */
  workOptions?: WorkOptions;
  /** Sent once each time a process starts the workers: a first count that need not wait for cron. */
  sendAtStart?: T;
  /** Builds the handler of one job, once per process, from that process's services. */
  handler(services: Services, log: FastifyBaseLogger): JobHandler<T> | Promise<JobHandler<T>>;
}

export const defineTask = <T extends object>(task: Task<T>): Task<T> => task;

/**
 * A task of whatever data, as the registry holds them: the registry only hands each task's own
 * jobs back to it, so the data type needs no checking there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyTask = Task<any>;
