import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { forDrizzle, readTimesAsText } from './pglite-parsers.js';
import { PROJECT_ROOT } from '../paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job engine reaches the same database: PGlite's one connection, or its own pool. */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

/** Extensions the migrations create; PGlite loads them only when asked at open. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** How long a request waits for a database connection before it answers 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Any constant both sides agree on; it names ClassPerk's migration lock among advisory locks. */
const MIGRATION_LOCK = 4_240_312;

export type DatabaseTarget =
  | { url: string }
  /** `from`: a PGlite dump to start the in-memory database from (tests copy one migrated dump). */
  | { dataDir: string | null; from?: Blob };

/** Opens real PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // While the server is away, a request fails after the connect timeout with a 503 instead of
    // waiting for the operating system's; queued requests wait no longer than that for a connection.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection cut by a database restart errors with no query to report it to. The pool
    // drops it and opens a new one for the next query; unhandled, the error would end the process.
    pool.on('error', () => {});
    // The pool listens only to its idle connections: one checked out, as a transaction's is
    // between its statements, would end the process with the same error. Its next statement fails
    // instead (the request answers 503), and the pool drops it when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: target.url },
      async migrate() {
        // Several app servers and workers may start together; one migrates while the others wait.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.resolve(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(target.from ? { loadDataDir: target.from } : {}),
    });
  }
  await readTimesAsText(client);
  const db = drizzlePglite({ client: forDrizzle(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    migrate: () =>
      migratePglite(drizzlePglite({ client: forDrizzle(client) }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
