import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createMail, type Mail } from './email/outbox.js';
import { createSessionCache } from './identity/session-cache.js';
import { createSessionStore, type SessionStore } from './identity/sessions.js';
import { createSessionWatch, type SessionWatch } from './identity/session-watch.js';
import { createRateCounter, type RateCounter } from './identity/throttle.js';
import { createJobEngine, type JobEngine, type JobEngineOptions } from './jobs/engine.js';
import type { QueueDef } from './jobs/queue.js';
import { createMedia, type Media } from './media/media.js';

/** What route modules need, built once per app so that tests can build many apps side by side. */
export interface Services {
  config: Config;
  db: Db;
  mail: Mail;
  jobs: JobEngine;
  sessions: SessionStore;
  /** Ends open connections (classroom, message stream) whose session has ended. */
  sessionWatch: SessionWatch;
  rate: RateCounter;
  /** The live classroom's Janus servers (decision 116). */
  media: Media;
  ping(): Promise<void>;
}

export interface ServiceOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Whether this process runs the workers (and with them schedules and queue maintenance). */
  workers: boolean;
  /** Every queue, from the task registry (which reads Services, so it is passed in, not imported). */
  queues: QueueDef<object>[];
  jobs?: Pick<JobEngineOptions, 'clock' | 'pollingSeconds'>;
}

/** Builds the services on the job engine, started; the web process and `npm run worker` share this. */
export async function createServices(options: ServiceOptions): Promise<Services> {
  const services = buildServices(options);
  await services.jobs.start();
  return services;
}

/** The services on a job engine not started yet, for a web server that answers before it starts. */
export function buildServices(options: ServiceOptions): Services {
  const { config, database, log, queues } = options;
  const jobs = createJobEngine({
    database,
    queues,
    log,
    maintain: options.workers,
    ...options.jobs,
  });
  return {
    config,
    db: database.db,
    jobs,
    mail: createMail(config, jobs),
    sessions: createSessionStore(
      database.db,
      config,
      createSessionCache(database, log, config.sessionCacheMs),
    ),
    sessionWatch: createSessionWatch(database.db, log),
    rate: createRateCounter(database.db),
    media: createMedia(config.media, config),
    ping: () => database.ping(),
  };
}
