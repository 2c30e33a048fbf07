import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { queues, startWorkers } from './job-registry.js';
import { loggerOptions } from './logging.js';
import { createServices } from './services.js';

/**
 * Runs the background workers without a web server, for deployments that scale the two apart
 * (`npm run worker`, with WORKERS=false on the web servers). Any number may run at once: each
 * job is claimed by one of them.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the one process of npm start, which runs the workers itself.',
    );
  }
  const log = pino(loggerOptions(config.logLevel));
  const database = await openDatabase({ url: config.databaseUrl });
  await database.migrate();
  const services = await createServices({ config, database, log, workers: true, queues });
  await startWorkers(services, log);
  log.info('workers started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'workers stopping');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    // Running jobs get their grace period; any still running are failed back and retried elsewhere.
    await services.jobs.stop(20_000);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
