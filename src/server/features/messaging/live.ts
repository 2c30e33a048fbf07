import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { MessagingEvent } from '../../../shared/messaging/schemas.js';
import type { Database, Db } from '../../db/client.js';

/** The PostgreSQL channel every app server listens on (decision 056). */
const CHANNEL = 'messaging';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** What travels through NOTIFY: the event and whom it is for; ids only, never a message's text. */
interface Notice {
  event: MessagingEvent;
  to: number[];
}

/**
 * Announces an event to its users on every app server. Call it inside the transaction that makes
 * the change: PostgreSQL delivers the notification when, and only if, it commits.
 */
export async function announce(tx: Db, event: MessagingEvent, to: number[]) {
  const notice: Notice = { event, to: [...new Set(to)] };
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
}

export type Deliver = (event: MessagingEvent) => void;

export interface MessagingHub {
  /**
   * Starts listening if this is the first subscriber. The returned function unsubscribes; null
   * means the user already has `maxPerUser` streams open on this server.
   */
  subscribe(userId: number, deliver: Deliver): Promise<(() => void) | null>;
  close(): Promise<void>;
}

type Stop = () => Promise<void>;

/** PGlite delivers NOTIFY to listeners of the same instance, in process. */
async function listenPglite(client: PGlite, on: (payload: string) => void): Promise<Stop> {
  const unlisten = await client.listen(CHANNEL, on);
  return () => unlisten();
}

/**
 * node-postgres: one client of its own, outside the pool, for as long as the server runs. When the
 * database restarts or the connection drops it connects again, backing off up to 10 seconds;
 * events sent meanwhile are lost, and the browsers' polling fetches what they missed.
 */
function listenPostgres(url: string, on: (payload: string) => void, log: FastifyBaseLogger): Stop {
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
    const next = new pg.Client({ connectionString: url, application_name: 'classperk-messaging' });
    let failed = false;
    const fail = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (err) log.warn({ err }, 'messaging listener lost its connection');
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) on(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      delay = RECONNECT_MIN_MS;
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

/**
 * One LISTEN per app server, fanned out in memory to the streams open on it: a message reaches its
 * recipient on whichever server they are connected to.
 */
export function createMessagingHub(
  database: Database,
  log: FastifyBaseLogger,
  maxPerUser: number,
): MessagingHub {
  const streams = new Map<number, Set<Deliver>>();
  const dispatch = (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    for (const userId of notice.to) {
      for (const deliver of streams.get(userId) ?? []) deliver(notice.event);
    }
  };
  let listening: Promise<Stop> | undefined;
  const { connection } = database;
  const listen = () =>
    (listening ??=
      connection.kind === 'pglite'
        ? listenPglite(connection.client, dispatch)
        : Promise.resolve(listenPostgres(connection.url, dispatch, log)));

  return {
    async subscribe(userId, deliver) {
      await listen();
      const mine = streams.get(userId) ?? new Set();
      if (mine.size >= maxPerUser) return null;
      mine.add(deliver);
      streams.set(userId, mine);
      return () => {
        mine.delete(deliver);
        if (mine.size === 0) streams.delete(userId);
      };
    },
    async close() {
      streams.clear();
      if (listening) await (await listening)();
    },
  };
}
