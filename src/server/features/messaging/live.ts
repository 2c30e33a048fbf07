import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { MessagingEvent } from '../../../shared/messaging/schemas.js';
import type { Database, Db } from '../../db/client.js';
import { listen, type StopListening } from '../../db/listen.js';

/** The PostgreSQL channel every app server listens on (decision 056). */
const CHANNEL = 'messaging';

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
  let listening: Promise<StopListening> | undefined;
  // Events sent while the connection is down are lost; the browsers' polling fetches what they missed.
  const start = () => (listening ??= listen(database, { channel: CHANNEL, on: dispatch, log }));

  return {
    async subscribe(userId, deliver) {
      await start();
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
