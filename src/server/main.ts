import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startLocalJanus } from './media/local-janus.js';
import { prepareDatabase, StartRefused } from './startup.js';

async function main() {
  const loaded = loadConfig();
  const janus = await startLocalJanus(loaded);
  const config = janus.config;
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const seeded = await prepareDatabase(config, database);
  const app = await buildApp({ config, database, serveWeb: true, jobsAfterListen: true });
  if (seeded) app.log.info('demo data seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Finish in-flight requests and running jobs, then release the database; force exit if that hangs.
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await app.close();
    await database.close();
    await janus.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  try {
    await app.startJobs();
  } catch (err) {
    // A stop signal soon after listening stops pg-boss while its workers are still registering.
    if (!closing) throw err;
    return;
  }
  if (config.seedDemo) {
    console.log(
      [
        '',
        `ClassPerk DEMO (local evaluation) is running at ${config.publicUrl}, listening on ${config.host}`,
        '',
        'Demo sign-ins (password: demo-password)',
        '  admin    choose "Admin"  on the sign-in page',
        '  tutor    choose "Tutor"',
        '  parent   choose "Parent"',
        '  student  choose "Parent"',
        '  employer choose "Employer" (Northwind\'s usage report)',
        '',
        'Their password is published, so they exist only here. To deploy, set PUBLIC_URL to the',
        'real address: nothing is seeded then, and a database holding these accounts is refused',
        'until `npm run demo:remove` has removed them.',
        '',
      ].join('\n'),
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartRefused) {
    console.error(err.message);
  } else {
    console.error('ClassPerk failed to start:', err);
  }
  process.exit(1);
});
