/**
 * One bench server process: the built app (dist/server) and the hand-written baseline, each on its
 * own port, on one database. PGlite is one process's database, so both must live in the same
 * process; PostgreSQL does the same so that both kinds are measured alike. Rounds are
 * interleaved, so only one of the two is under load at any moment.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import type * as AppModule from '../../src/server/app.js';
import type * as ConfigModule from '../../src/server/config.js';
import type * as DbModule from '../../src/server/db/client.js';
import { createBaseline, type Query } from './baseline.js';

const dist = fileURLToPath(new URL('../../dist/server/', import.meta.url));
const built = <T>(file: string) => import(pathToFileURL(path.join(dist, file)).href) as Promise<T>;

const { buildApp } = await built<typeof AppModule>('app.js');
const { loadConfig } = await built<typeof ConfigModule>('config.js');
const { openDatabase } = await built<typeof DbModule>('db/client.js');

const appPort = Number(process.env.BENCH_APP_PORT);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT);
const url = process.env.DATABASE_URL;
const config = loadConfig(process.env);
const database = await openDatabase(url ? { url } : { dataDir: config.dataDir });
// The web servers of a deployment that scales workers apart (WORKERS=false): requests alone.
const app = await buildApp({ config, database, serveWeb: true, workers: false });

let query: Query;
let closeBaseline = async () => {};
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows;
  closeBaseline = () => pool.end();
} else if (database.connection.kind === 'pglite') {
  const client = database.connection.client;
  query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}
const baseline = createBaseline(query!);

await app.listen({ host: '127.0.0.1', port: appPort });
await baseline.listen({ host: '127.0.0.1', port: baselinePort });
process.send?.('ready');

const stop = async () => {
  await baseline.close();
  await app.close();
  await closeBaseline();
  await database.close();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
  else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.(user + system);
  }
});
