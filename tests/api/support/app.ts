import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../src/server/app.js';
import { loadConfig, type Config } from '../../../src/server/config.js';
import {
  openDatabase,
  PGLITE_EXTENSIONS,
  type Database,
  type Db,
} from '../../../src/server/db/client.js';
import { emailOutbox, type UserRow } from '../../../src/server/db/schema.js';
import { TEST_PASSWORD } from '../../../src/server/factories/index.js';
import { SESSION_COOKIE } from '../../../src/server/identity/sessions.js';
import { startJobEngine, type JobEngine } from '../../../src/server/jobs/engine.js';
import { loginRoleFor, normaliseRole } from '../../../src/shared/policies/landing.js';
import type { LoginRole } from '../../../src/shared/constants.js';
import { assertNoSecrets } from './secrets.js';

export type Response = LightMyRequestResponse;

export interface RequestOptions extends Omit<InjectOptions, 'headers'> {
  /** A Cookie header, e.g. what signIn returned. */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** app.inject, plus the check that no response shows a secret or a stack trace. */
  request(options: RequestOptions): Promise<Response>;
  get(url: string, options?: RequestOptions): Promise<Response>;
  post(url: string, payload?: unknown, options?: RequestOptions): Promise<Response>;
  patch(url: string, payload?: unknown, options?: RequestOptions): Promise<Response>;
  /** Waits until the background workers have nothing due within seconds: emails delivered, requests handled. */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Settings for tests; no SMTP_URL, so every email lands in the email_outbox table, also in the
 * tests that set a deployment's PUBLIC_URL. Each request
 * reads its session afresh, because many tests change an account and at once call as it;
 * session-cache.test.ts shows the kept session and how changes reach it (decision 073).
 */
const TEST_ENV = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  SESSION_CACHE_SECONDS: '0',
  EMAIL_OUTBOX: 'true',
};

const testDb = () => {
  const value = process.env.TEST_DB;
  if (value !== 'pglite' && value !== 'postgres') {
    throw new Error(
      `TEST_DB must be pglite or postgres (got ${String(value)}); run through vitest.config.ts.`,
    );
  }
  return value;
};

/** Lets a test close the database early (to see failures) and the teardown close it again. */
const closingOnce = (database: Database): Database => {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
};

let template: Promise<Blob> | undefined;
/**
 * PGlite's initdb is the slow part of opening a database, so each worker migrates one database,
 * dumps it, and every test file starts from a copy of that dump.
 */
const pgliteTemplate = () =>
  (template ??= (async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })());

/** A new, migrated, empty database: PGlite in memory, or its own database on the test server. */
async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (testDb() === 'pglite') {
    const database = closingOnce(
      await openDatabase({ dataDir: null, from: await pgliteTemplate() }),
    );
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const opened = await openBareDatabase();
  await opened.database.migrate();
  return opened;
}

/** A new database with no migrations run, for a test of a migration itself. */
export async function openBareDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  if (testDb() === 'pglite') {
    const database = closingOnce(await openDatabase({ dataDir: null }));
    return { database, dispose: () => database.close() };
  }
  const serverUrl = inject('postgresUrl');
  const name = `classperk_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = closingOnce(await openDatabase({ url: url.toString() }));
  return {
    database,
    async dispose() {
      await database.close();
      await admin(`drop database if exists "${name}"`);
    },
  };
}

/**
 * Builds the real app on a fresh database (once per test file, in beforeAll). Pass `database` to
 * build a second app with other settings on the same data; closing it then leaves the data alone.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    workers?: boolean;
    jobs?: AppOptions['jobs'];
    jobsAfterListen?: boolean;
    /** A pino logger config, for a test that reads the log; none by default. */
    logger?: AppOptions['logger'];
  } = {},
): Promise<TestApp> {
  const opened = options.database ? null : await openTestDatabase();
  const database = options.database ?? opened!.database;
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    workers: options.workers ?? true,
    jobs: { pollingSeconds: 0.5, ...options.jobs },
    jobsAfterListen: options.jobsAfterListen ?? false,
  });

  const request = async ({ cookie, headers, ...rest }: RequestOptions) => {
    const sentHeaders = { ...headers, ...(cookie ? { cookie } : {}) };
    const response = await app.inject({ ...rest, headers: sentHeaders });
    assertNoSecrets(response, { ...rest, headers: sentHeaders });
    return response;
  };
  const withBody =
    (method: 'POST' | 'PATCH') =>
    (url: string, payload?: unknown, options: RequestOptions = {}) =>
      request({
        ...options,
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

  return {
    app,
    db: database.db,
    database,
    config,
    request,
    get: (url, options = {}) => request({ ...options, method: 'GET', url }),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    jobsIdle: () => jobsIdle(database.db),
    async close() {
      await app.close();
      await opened?.dispose();
    },
  };
}

/**
 * A job engine of the test's own that only sends (no workers, no maintenance), for work a test
 * calls directly with the engine a feature would be handed; stopped afterwards.
 */
export async function withJobEngine<T>(t: TestApp, use: (engine: JobEngine) => Promise<T>) {
  const engine = await startJobEngine({
    database: t.database,
    queues: [],
    log: t.app.log,
    maintain: false,
  });
  try {
    return await use(engine);
  } finally {
    await engine.stop();
  }
}

/** Rows of a raw query; the two drivers type execute() differently but both answer with rows. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function jobsIdle(db: Db, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and start_after <= now() + interval '5 seconds'`,
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > deadline) {
      const due = await rowsOf(
        db,
        sql`select name, state, retry_count, output from pgboss.job
            where state in ('created', 'retry', 'active') and start_after <= now() + interval '5 seconds'`,
      );
      throw new Error(`Background jobs are still due after 20 s: ${JSON.stringify(due)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: Response): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
  if (!cookie)
    throw new Error(`No session cookie in the response (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in through POST /api/login and returns the Cookie header for later calls. */
export async function signIn(
  t: TestApp,
  username: string,
  password: string = TEST_PASSWORD,
  role: LoginRole = 'student',
): Promise<string> {
  const response = await t.post('/api/login', { username, password, role });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}

/** Signs a factory-made user in with the role picker value their account needs. */
export const signInAs = (t: TestApp, user: UserRow, password: string = TEST_PASSWORD) =>
  signIn(t, user.username, password, loginRoleFor(normaliseRole(user.role)));

/** The newest email written to the outbox for an address, if any. */
export async function lastEmailTo(db: Db, address: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

export const emailsTo = (db: Db, address: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
