/**
 * Benchmarks: figures are printed, never asserted. Runs on the embedded database and on
 * PostgreSQL: BENCH_DATABASE_URL when set, otherwise a throwaway server started from the installed
 * PostgreSQL binaries as the API tests do (skipped, with a note, when there are none).
 * BENCH_MESSAGING=1 adds the live messaging delivery run, over a minute per database. The
 * allocation of a scale-sized year group and a 60-minute lesson recording's processing need no
 * database and run first; then the live classroom (bench/classroom/) against a Janus, the built
 * app and a headless Chromium of its own.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type DatabaseTarget, type Db } from '../src/server/db/client.js';
import { createCompany, createUser, TEST_PASSWORD } from '../src/server/factories/index.js';
import { hashOneTimePassword, hashPassword } from '../src/server/identity/passwords.js';
import { hashAll } from '../src/server/features/onboarding/hashing.js';
import startPostgres from '../tests/api/support/postgres-global-setup.js';
import { benchAllocation } from './allocation.js';
import { benchClassroom } from './classroom/index.js';
import { benchReminderEmails } from './email-throughput.js';
import { benchMessagingDelivery } from './messaging-delivery.js';
import { benchRecoveryTiming } from './recovery-timing.js';
import { benchRecording } from './recording.js';

const time = async (label: string, runs: number, fn: () => Promise<unknown>) => {
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const ms = (performance.now() - start) / runs;
  console.log(`${label.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms/op  (${runs} runs)`);
};

/**
 * A 1000-row CSV upload end to end (validation, argon2 for every account, one transaction), while
 * another admin keeps reading: the second figure shows whether the rest of the app stays usable.
 */
async function benchBulkUpload(app: FastifyInstance, db: Db) {
  const admin = await createUser(db, { role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: admin.username, password: TEST_PASSWORD, role: 'admin' },
  });
  const cookies = { [login.cookies[0]!.name]: login.cookies[0]!.value };
  const company = await createCompany(db);
  const tag = Date.now().toString(36);
  const employees = Array.from({ length: 1000 }, (_, i) => ({
    row: i + 2,
    fullName: `Bench Employee${i} ${tag}`,
    email: `bench${i}.${tag}@bench.example`,
    department: 'Operations',
  }));

  const hashStart = performance.now();
  await hashAll(employees.map((_, i) => `bench-password-${i}`));
  console.log(
    `${'  argon2id (one-time profile), 1000 passwords'.padEnd(44)} ${(performance.now() - hashStart).toFixed(0).padStart(8)} ms     (the floor for the upload below)`,
  );

  let uploading = true;
  const readLatencies: number[] = [];
  const reader = (async () => {
    while (uploading) {
      const start = performance.now();
      await app.inject({ method: 'GET', url: '/api/admin/companies', cookies });
      readLatencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/bulk-upload-employees',
    payload: { employees, companyId: company.id },
    cookies,
  });
  const ms = performance.now() - start;
  uploading = false;
  await reader;
  const { successCount } = response.json<{ successCount: number }>();
  console.log(
    `${'POST bulk-upload-employees, 1000 rows'.padEnd(44)} ${ms.toFixed(0).padStart(8)} ms     (${successCount} accounts created)`,
  );
  const sorted = readLatencies.sort((a, b) => a - b);
  console.log(
    `${'  GET /api/admin/companies meanwhile'.padEnd(44)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1).padStart(8)} ms median, ${sorted.at(-1)!.toFixed(1)} ms max (${sorted.length} reads)`,
  );
}

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
  await benchRecoveryTiming(app, database.db);
  await benchBulkUpload(app, database.db);
  await app.close();
  await benchReminderEmails(database);
  if (process.env.BENCH_MESSAGING === '1') await benchMessagingDelivery(database);
  else console.log('\nMessaging delivery skipped: BENCH_MESSAGING=1 runs it (over a minute).');
  await database.close();
}

await benchAllocation();
await benchRecording();
await benchClassroom();
await time('argon2id hash, standard profile', 20, () => hashPassword('benchmark-password'));
await time('argon2id hash, one-time profile', 20, () => hashOneTimePassword('Gk7pQ2rTz9xWmA'));
await benchDatabase('Embedded PGlite (in memory)', { dataDir: null });
await benchPostgres();

async function benchPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    await benchDatabase('PostgreSQL', { url: process.env.BENCH_DATABASE_URL });
    return;
  }
  if (process.env.DATABASE_URL) {
    console.log('\nPostgreSQL skipped: DATABASE_URL is set; name a server in BENCH_DATABASE_URL.');
    return;
  }
  // The API tests' starter: a throwaway cluster from the installed binaries, removed afterwards.
  let url = '';
  const stop = await startPostgres({
    provide: (_key: string, value: string) => (url = value),
  } as unknown as TestProject).catch((err: unknown) => {
    console.log(`\nPostgreSQL skipped: ${String(err).split('\n')[0]}`);
  });
  if (!stop) return;
  try {
    await benchDatabase('PostgreSQL (throwaway server)', { url });
  } finally {
    await stop();
  }
}
