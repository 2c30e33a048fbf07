import type { Queue } from 'pg-boss';

/** A named queue with its retry and retention policy; `T` is the job's data. */
export interface QueueDef<T extends object> {
  name: string;
  options: Omit<Queue, 'name'>;
  /** Only carries the data type. */
  readonly data?: T;
}

/**
 * Every queue NOTIFYs its workers when a job is created (the engine listens), so a job starts at
 * once rather than at the next poll: an email a person waits for, or a job queued behind another.
 */
export const defineQueue = <T extends object>(
  name: string,
  options: Omit<Queue, 'name'> = {},
): QueueDef<T> => ({ name, options: { notify: true, ...options } });
