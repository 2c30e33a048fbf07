import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { authSessions, users } from '../db/schema.js';

/**
 * How often open connections' sessions are checked: a leaver's live classroom and message stream
 * close within this, well inside the minute issue 30 §4 allows, on every server.
 */
export const SESSION_WATCH_MS = 15_000;

export interface SessionWatch {
  /** Calls `end` once the session is gone (signed out, ended, its account closed); returns the unwatch. */
  watch(idHash: string, end: () => void): () => void;
  close(): void;
}

/**
 * Long-lived connections (the classroom's WebSocket, the messages' event stream) outlive the
 * request that checked their session. One statement per interval, for every connection this server
 * holds, finds the sessions that no longer sign anyone in, and their connections are ended.
 */
export function createSessionWatch(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = SESSION_WATCH_MS,
): SessionWatch {
  const watched = new Map<string, Set<() => void>>();
  let timer: NodeJS.Timeout | undefined;

  const check = async () => {
    const hashes = [...watched.keys()];
    if (hashes.length === 0) return;
    const live = await db
      .select({ idHash: authSessions.idHash })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          inArray(authSessions.idHash, hashes),
          gt(authSessions.expiresAt, new Date()),
          isNull(users.deactivatedAt),
        ),
      );
    const alive = new Set(live.map((row) => row.idHash));
    for (const idHash of hashes) {
      if (alive.has(idHash)) continue;
      const ends = watched.get(idHash);
      watched.delete(idHash);
      for (const end of ends ?? []) end();
    }
  };
  const tick = () => {
    check().catch((err: unknown) => log.warn({ err }, 'open connections’ sessions not checked'));
  };

  return {
    watch(idHash, end) {
      const ends = watched.get(idHash) ?? new Set();
      ends.add(end);
      watched.set(idHash, ends);
      if (!timer) {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }
      return () => {
        ends.delete(end);
        if (ends.size === 0) watched.delete(idHash);
      };
    },
    close() {
      clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  };
}
