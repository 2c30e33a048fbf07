import type { Queue } from 'pg-boss';

/** A named queue with its retry and retention policy; `T` is the job's data. */
export interface QueueDef<T extends object> {
  name: string;
  options: Omit<Queue, 'name'>;
  /** Only carries the data type. */
  readonly data?: T;
}

export const defineQueue = <T extends object>(
  name: string,
  options: Omit<Queue, 'name'> = {},
): QueueDef<T> => ({ name, options });
