import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.js';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export type StopListening = () => Promise<void>;

export interface ListenOptions {
  channel: string;
  on: (payload: string) => void;
  log: FastifyBaseLogger;
  /** Called each time notifications start to arrive: at first, and again after a reconnection. */
  onListening?: () => void;
  /** Called when the connection is lost; notifications sent until `onListening` are lost. */
  onLost?: () => void;
}

/** PGlite delivers NOTIFY to listeners of the same instance, in process, and never disconnects. */
async function listenPglite(client: PGlite, options: ListenOptions): Promise<StopListening> {
  const unlisten = await client.listen(options.channel, options.on);
  options.onListening?.();
  return () => unlisten();
}

/**
 * node-postgres: one client of its own, outside the pool, for as long as the server runs. When the
 * database restarts or the connection drops it connects again, backing off up to 10 seconds.
 */
function listenPostgres(url: string, options: ListenOptions): StopListening {
  const { channel, on, log } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    client = null;
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `classperk-${channel}` });
    let failed = false;
    const fail = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (err) log.warn({ err, channel }, 'a database listener lost its connection');
      options.onLost?.();
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) on(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      delay = RECONNECT_MIN_MS;
      options.onListening?.();
    } catch (err) {
      fail(err as Error);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => {});
      await current.end().catch(() => {});
    }
  };
}

/** Listens to one NOTIFY channel on this app server's database, reconnecting when it must. */
export const listen = (database: Database, options: ListenOptions): Promise<StopListening> =>
  database.connection.kind === 'pglite'
    ? listenPglite(database.connection.client, options)
    : Promise.resolve(listenPostgres(database.connection.url, options));
