import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './seed/demo.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database, serveWeb: true });

  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) app.log.info('demo data seeded');
  }

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
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.seedDemo) {
    console.log(
      [
        '',
        `ClassPerk is running at ${config.publicUrl}`,
        '',
        'Demo sign-ins (password: demo-password)',
        '  admin    choose "Admin"  on the sign-in page',
        '  tutor    choose "Tutor"',
        '  parent   choose "Parent"',
        '  student  choose "Parent"',
        '',
      ].join('\n'),
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('ClassPerk failed to start:', err);
  }
  process.exit(1);
});
