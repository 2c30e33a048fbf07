import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Clock,
  type ConstructorOptions,
  type JobInsert,
  type JobResult,
  type JobWithMetadata,
  type SendOptions,
  type WorkOptions,
} from 'pg-boss';
import { CONNECT_TIMEOUT_MS, type Database, type Db } from '../db/client.js';
import { forJobEngine } from '../db/pglite-parsers.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { QueueDef } from './queue.js';
import { runThroughOutages } from './through-outages.js';

export type JobHandler<T extends object> = (job: JobWithMetadata<T>) => Promise<unknown>;

export interface SendWith extends SendOptions {
  /** Enqueue inside this transaction, so the job exists exactly when the change that caused it does. */
  tx?: Db;
}

export interface JobEngine {
  /** Usable once `start()` has resolved. */
  readonly boss: PgBoss;
  /** Starts pg-boss and creates or updates the queues; once, however often it is called. */
  start(): Promise<void>;
  /** The engine's time: the system clock, or a test's clock that pg-boss and PostgreSQL share. */
  now(): Date;
  send<T extends object>(queue: QueueDef<T>, data: T, options?: SendWith): Promise<string | null>;
  /** Many jobs in one statement; each item may carry its own options, such as `startAfter`. */
  insert<T extends object>(
    queue: QueueDef<T>,
    items: JobInsert<T>[],
    options?: { tx?: Db },
  ): Promise<void>;
  work<T extends object>(
    queue: QueueDef<T>,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Stops taking jobs; running handlers get `graceMs` to finish, after which their jobs are failed back for retry. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss's connection option for a call that must run inside the app's transaction `tx`. */
export const inTransaction = (tx: Db) => ({ db: fromDrizzle(tx as never, sql) });

export interface JobEngineOptions {
  database: Database;
  queues: QueueDef<object>[];
  log: FastifyBaseLogger;
  clock?: Clock;
  /** How often idle workers look for work; tests use the minimum. */
  pollingSeconds?: number;
  /** Runs recurring schedules and maintenance; a web-only process may leave them to the workers. */
  maintain?: boolean;
}

const connectionFor = (database: Database): ConstructorOptions =>
  database.connection.kind === 'pglite'
    ? { db: fromPglite(forJobEngine(database.connection.client)), backend: 'pglite' }
    : {
        connectionString: database.connection.url,
        max: 4,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      };

/** The engine, started: for the worker process and tests, which have nothing to do before. */
export async function startJobEngine(options: JobEngineOptions): Promise<JobEngine> {
  const engine = createJobEngine(options);
  await engine.start();
  return engine;
}

/**
 * pg-boss on the app's own database, not started yet, so a web server can answer before it has
 * spent the half second pg-boss takes to start. Its tables live in the `pgboss` schema, created and
 * migrated by pg-boss itself on start; queues are created (or brought up to date) there too.
 */
export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { log, clock } = options;
  const maintain = options.maintain ?? true;
  const boss = new PgBoss({
    ...connectionFor(options.database),
    schema: 'pgboss',
    application_name: 'classperk-jobs',
    ...(clock ? { clock } : {}),
    supervise: maintain,
    // A job whose worker died (its heartbeat stopped) is failed within seconds, not a minute.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    schedule: maintain,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  // While the database is away every poll fails; that is the outage, logged as one, not a fault.
  boss.on('error', (err) =>
    isDatabaseUnavailable(err)
      ? log.warn({ reason: err.message }, 'job engine: database unavailable')
      : log.error({ err }, 'job engine error'),
  );
  boss.on('warning', (warning) => log.warn({ warning }, 'job engine warning'));
  const startOnce = async () => {
    await boss.start();
    for (const queue of options.queues) {
      if (await boss.getQueue(queue.name)) {
        // A queue's policy and partitioning are fixed when it is created; the rest can change.
        const { policy: _policy, partition: _partition, ...changeable } = queue.options;
        await boss.updateQueue(queue.name, changeable);
      } else {
        await boss.createQueue(queue.name, queue.options);
      }
    }
  };
  let started: Promise<void> | undefined;
  const polling = options.pollingSeconds ?? 2;
  const throughOutages = <R>(run: () => Promise<R>) =>
    runThroughOutages(run, () => options.database.ping(), log);
  const through = (tx: Db | undefined) => (tx ? inTransaction(tx) : {});

  return {
    boss,
    start: () => (started ??= startOnce()),
    now: () => new Date(clock ? clock.now() : Date.now()),
    send(queue, data, { tx, ...sendOptions } = {}) {
      return boss.send(queue.name, data, { ...sendOptions, ...through(tx) });
    },
    async insert(queue, items, { tx } = {}) {
      await boss.insert(queue.name, items, through(tx));
    },
    async work<T extends object>(
      queue: QueueDef<T>,
      handler: JobHandler<T>,
      workOptions: WorkOptions = {},
    ) {
      // Each job of a batch settles on its own: one bad email must not fail the nineteen beside it.
      await boss.work<T>(
        queue.name,
        {
          // A NOTIFY can arrive while the worker is busy and be missed; polling stays the floor.
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
          ...workOptions,
          includeMetadata: true,
          perJobResults: true,
        },
        (batch) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                // includeMetadata is set, so every job carries its retry count and limit.
                const output: unknown = await throughOutages(() =>
                  handler(job as JobWithMetadata<T>),
                );
                return { id: job.id, status: 'completed', output: output ?? undefined };
              } catch (err) {
                const message = err instanceof Error ? err.message : String(err);
                log.warn(
                  { err, queue: queue.name, jobId: job.id, attempt: job.retryCount },
                  'job failed',
                );
                return { id: job.id, status: 'failed', output: { message } };
              }
            }),
          ),
      );
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      // A start still under way finishes first, so that nothing it opens outlives the stop.
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
}
