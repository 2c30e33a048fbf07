/**
 * npm run bench:http: the app against a hand-written baseline (issue 14), on the same database,
 * with the same autocannon load, in interleaved rounds. Figures are printed, never asserted.
 *
 *   --no-build        use dist/ as it is (otherwise `npm run build` first)
 *   --no-large        skip the scale-seeded PostgreSQL (seeding it takes about a minute)
 *   --only <kind>     pglite or postgres
 *   --duration <s>    seconds per measurement; default 2
 *   --rounds <n>      interleaved rounds; default 2
 *   --scale <n>       size of the large database (1: 100k users, ~1M sessions); default 1
 *   --call <text>     only the calls whose URL contains the text (e.g. to profile one)
 *   BENCH_DATABASE_URL  a PostgreSQL server the bench may create databases in; otherwise a
 *                       throwaway one from the installed binaries (skipped when there are none)
 *   BENCH_SCALE_URL     a database already filled by `npm run seed:scale -- --password
 *                       bench-password-scale`: measured as it is (migrated, not seeded again), so
 *                       the five minutes of seeding at scale 1 are spent once
 *   BENCH_CPU_PROF      a directory: the server process writes a V8 CPU profile there
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/client.js';
import { hashPassword } from '../../src/server/identity/passwords.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { describeClasses } from '../../src/server/seed/scale-classes.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { findPostgresBin, startThrowawayPostgres } from '../../tests/support/throwaway-postgres.js';

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    large: { type: 'boolean', default: true },
    only: { type: 'string' },
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    scale: { type: 'string', default: '1' },
    call: { type: 'string', default: '' },
  },
  allowNegative: true,
});
const duration = Number(args.duration);
const rounds = Number(args.rounds);

type Role = 'admin' | 'tutor' | 'parent';
const CALLS = (
  [
    { role: 'parent', url: '/api/user' },
    { role: 'parent', url: '/api/scheduled-sessions/upcoming' },
    { role: 'tutor', url: '/api/students' },
    { role: 'tutor', url: '/api/tutor/classes' },
    // The tutor's first class, found when the bench starts.
    { role: 'tutor', url: '/api/classes/:classId' },
    { role: 'admin', url: '/api/admin/scheduled-sessions' },
    { role: 'admin', url: '/api/admin/companies' },
  ] satisfies { role: Role; url: string }[]
).filter((call) => call.url.includes(args.call));

interface Setup {
  name: string;
  target: DatabaseTarget;
  connections: number[];
  /** The username and password of each role's account. */
  account: (role: Role) => { username: string; password: string };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Migrates and fills a database, then closes it so that the server process can open it. */
async function seed(target: DatabaseTarget, fill: 'demo' | { scale: number; password: string }) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    if (fill === 'demo') {
      await seedDemo(database.db);
      return;
    }
    const started = performance.now();
    const seeded = await seedScale(database.db, {
      scale: fill.scale,
      passwordHash: await hashPassword(fill.password),
    });
    await database.db.execute(sql`analyze`);
    console.log(
      `  seeded at scale ${fill.scale} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(`  ${describeClasses(seeded.classes)}`);
  } finally {
    await database.close();
  }
}

/** A database seeded before, brought to this checkout's migrations. */
async function migrated(url: string) {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

interface Host {
  process: ChildProcess;
  app: string;
  baseline: string;
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function hostEnv(target: DatabaseTarget, appPort: number, baselinePort: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MFA_REQUIRED_ROLES: 'none',
    SEED_DEMO: 'false',
    PUBLIC_URL: `http://localhost:${appPort}`,
    BENCH_APP_PORT: String(appPort),
    BENCH_BASELINE_PORT: String(baselinePort),
  };
  delete env.DATABASE_URL;
  // A deployment by its database: it keeps its emails unsent, as the tests' servers do.
  if ('url' in target) Object.assign(env, { DATABASE_URL: target.url, EMAIL_OUTBOX: 'true' });
  else if (target.dataDir) env.DATA_DIR = target.dataDir;
  return env;
}

async function startHost(target: DatabaseTarget): Promise<Host> {
  const [appPort, baselinePort] = [await freePort(), await freePort()];
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(new URL('host.ts', import.meta.url)), {
    execArgv: [
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: hostEnv(target, appPort, baselinePort),
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return {
    process: child,
    app: `http://127.0.0.1:${appPort}`,
    baseline: `http://127.0.0.1:${baselinePort}`,
    cpu: () =>
      new Promise((resolve) => {
        child.once('message', (micros) => resolve(Number(micros)));
        child.send('cpu');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

async function signIn(base: string, username: string, password: string, role: Role) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, role: role === 'parent' ? 'student' : role }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('classperk_session='));
  if (!response.ok || !cookie) throw new Error(`${username} could not sign in: ${response.status}`);
  return cookie.split(';')[0]!;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  cpuMicros: number;
  requests: number;
}

async function measure(
  host: Host,
  url: string,
  cookie: string,
  connections: number,
  seconds: number,
) {
  const before = await host.cpu();
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const cpu = (await host.cpu()) - before;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMicros: cpu,
    requests: result.requests.total,
  } satisfies Sample;
}

const mean = (samples: Sample[], key: keyof Sample) =>
  samples.reduce((sum, s) => sum + s[key], 0) / samples.length;

function printTable(title: string, rows: { call: string; app: Sample[]; baseline: Sample[] }[]) {
  console.log(`\n${title}`);
  const head = [
    'call',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU µs/req',
    'baseline req/s',
    'p50',
    'p99',
    'CPU',
    'ratio',
  ];
  const lines = rows.map(({ call, app, baseline }) => {
    const cpu = (s: Sample[]) =>
      (mean(s, 'cpuMicros') / Math.max(1, mean(s, 'requests'))).toFixed(0);
    const failed = mean(app, 'failed') + mean(baseline, 'failed');
    return [
      call + (failed ? ` (${failed.toFixed(0)} failed)` : ''),
      mean(app, 'rps').toFixed(0),
      mean(app, 'p50').toFixed(1),
      mean(app, 'p99').toFixed(1),
      cpu(app),
      mean(baseline, 'rps').toFixed(0),
      mean(baseline, 'p50').toFixed(1),
      mean(baseline, 'p99').toFixed(1),
      cpu(baseline),
      `${(mean(app, 'rps') / mean(baseline, 'rps')).toFixed(2)}×`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [head, ...lines])
    console.log(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Issue 28: a class session's register lists at most the class's capacity plus the pupils who
 * joined it (a joiner not on the roster is listed too); with the year-group rule it listed the
 * whole year group. Throws when it does not hold.
 */
async function checkRegister(base: string, cookie: string, classId: number) {
  const { capacity } = await getJson<{ capacity: number }>(
    `${base}/api/classes/${classId}`,
    cookie,
  );
  const sessions = await getJson<{ items: { id: number }[] }>(
    `${base}/api/classes/${classId}/sessions`,
    cookie,
  );
  const sessionId = sessions.items[0]?.id;
  if (sessionId === undefined) throw new Error(`class ${classId} has no sessions to come`);
  let listed = 0;
  let joined = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page: { items: { joinedAt: string | null }[]; nextCursor: string | null } = await getJson(
      `${base}/api/scheduled-sessions/${sessionId}/register${query}`,
      cookie,
    );
    listed += page.items.length;
    joined += page.items.filter((item) => item.joinedAt !== null).length;
    cursor = page.nextCursor;
  } while (cursor);
  console.log(
    `  register of session ${sessionId} (class ${classId}): ${listed} pupils, capacity ${capacity}, ${joined} joined`,
  );
  if (listed > capacity + joined)
    throw new Error(
      `the register lists ${listed}, more than ${capacity} places + ${joined} joined`,
    );
}

async function benchSetup(setup: Setup) {
  console.log(`\n== ${setup.name}`);
  const host = await startHost(setup.target);
  try {
    const cookies = new Map<Role, string>();
    for (const role of ['admin', 'tutor', 'parent'] as const) {
      const { username, password } = setup.account(role);
      cookies.set(role, await signIn(host.app, username, password, role));
    }
    const tutor = cookies.get('tutor')!;
    const classes = await getJson<{ items: { id: number }[] }>(
      `${host.app}/api/tutor/classes`,
      tutor,
    );
    const classId = classes.items[0]?.id;
    if (classId === undefined) throw new Error('the tutor has no classes');
    await checkRegister(host.app, tutor, classId);
    const calls = CALLS.map((call) => ({
      ...call,
      url: call.url.replace(':classId', String(classId)),
    }));
    for (const call of calls) {
      for (const base of [host.app, host.baseline]) {
        const response = await fetch(base + call.url, {
          headers: { cookie: cookies.get(call.role)! },
        });
        if (!response.ok) throw new Error(`${base}${call.url} answered ${response.status}`);
        // A short warm-up: the JIT and the prepared statements, before anything is counted.
        await measure(host, base + call.url, cookies.get(call.role)!, 10, 1);
      }
    }
    for (const connections of setup.connections) {
      const rows = calls.map((call) => ({
        call: `${call.role} GET ${call.url}`,
        app: [] as Sample[],
        baseline: [] as Sample[],
      }));
      for (let round = 0; round < rounds; round++) {
        for (const [i, call] of calls.entries()) {
          const cookie = cookies.get(call.role)!;
          const order =
            round % 2 === 0 ? (['app', 'baseline'] as const) : (['baseline', 'app'] as const);
          for (const server of order)
            rows[i]![server].push(
              await measure(host, host[server] + call.url, cookie, connections, duration),
            );
        }
      }
      printTable(
        `${setup.name}, ${connections} connections (${rounds} rounds of ${duration} s, means)`,
        rows,
      );
    }
  } finally {
    await host.stop();
  }
}

const DEMO = (role: Role) => ({ username: role, password: 'demo-password' });

async function main() {
  if (args.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const cleanups: (() => Promise<void>)[] = [];
  try {
    if (args.only !== 'postgres') {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'classperk-bench-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await seed({ dataDir }, 'demo');
      await benchSetup({
        name: 'PGlite, demo data',
        target: { dataDir },
        connections: [100],
        account: DEMO,
      });
    }
    if (args.only === 'pglite') return;
    let serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      const bin = findPostgresBin();
      if (!bin) {
        console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or install its server binaries.');
        return;
      }
      const server = await startThrowawayPostgres(bin);
      cleanups.push(server.stop);
      serverUrl = server.url;
    }
    const databaseUrl = async (name: string) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const small = await databaseUrl('classperk_bench_small');
    await seed({ url: small }, 'demo');
    await benchSetup({
      name: 'PostgreSQL, demo data',
      target: { url: small },
      connections: [100],
      account: DEMO,
    });
    if (!args.large) return;
    const password = 'bench-password-scale';
    let large = process.env.BENCH_SCALE_URL;
    if (large) {
      console.log('\nThe large PostgreSQL database: BENCH_SCALE_URL, as seeded');
      await migrated(large);
    } else {
      large = await databaseUrl('classperk_bench_large');
      console.log('\nSeeding the large PostgreSQL database…');
      await seed({ url: large }, { scale: Number(args.scale), password });
    }
    await benchSetup({
      name: 'PostgreSQL, scale seed',
      target: { url: large },
      connections: [100, 50],
      account: (role) => ({ username: `scale.${role}.1`, password }),
    });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
