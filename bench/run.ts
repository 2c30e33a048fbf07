/**
 * Benchmarks: figures are printed, never asserted. Runs on the embedded database, and on
 * PostgreSQL too when BENCH_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type DatabaseTarget } from '../src/server/db/client.js';
import { createUser, TEST_PASSWORD } from '../src/server/factories/index.js';
import { hashPassword } from '../src/server/features/auth/passwords.js';

const time = async (label: string, runs: number, fn: () => Promise<unknown>) => {
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const ms = (performance.now() - start) / runs;
  console.log(`${label.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms/op  (${runs} runs)`);
};

async function benchDatabase(name: string, target: DatabaseTarget) {
  console.log(`\n${name}`);
  const database = await openDatabase(target);
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  const user = await createUser(database.db, { role: 'tutor' });
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD, role: 'tutor' },
    });
  const cookie = (await login()).cookies[0]!;
  await time('POST /api/login (argon2 verify + session)', 20, login);
  await time('GET /api/user (session lookup)', 200, () =>
    app.inject({ method: 'GET', url: '/api/user', cookies: { [cookie.name]: cookie.value } }),
  );
  await app.close();
  await database.close();
}

await time('argon2id hash', 20, () => hashPassword('benchmark-password'));
await benchDatabase('Embedded PGlite (in memory)', { dataDir: null });
if (process.env.BENCH_DATABASE_URL) {
  await benchDatabase('PostgreSQL', { url: process.env.BENCH_DATABASE_URL });
}
