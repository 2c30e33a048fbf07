import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { listen, type StopListening } from '../db/listen.js';
import type { SessionUser } from './guard.js';

/** The channel migration 0019's triggers notify with an account's id. */
const CHANNEL = 'session_changes';
/** More sessions than one server sees signed in within a few seconds; past it the oldest go. */
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  readAt: number;
}

export interface SessionCache {
  get(idHash: string, now: number): CachedSession | undefined;
  /** Taken before reading a session, and given back to `set`: a change seen meanwhile wins. */
  generation(): number;
  set(idHash: string, session: CachedSession, now: number, generation: number): void;
  forget(idHash: string): void;
  close(): Promise<void>;
}

/**
 * A signed-in request's session, kept on this server for a few seconds so that a page's burst of
 * calls reads the session row once (decision 073). Every change to an account and every session
 * that ends is notified by the database at commit, on every server; the account's sessions are
 * then forgotten. While this server cannot hear those notifications, nothing is kept.
 */
export function createSessionCache(
  database: Database,
  log: FastifyBaseLogger,
  keepMs: number,
): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  let listening = false;
  let changes = 0;

  const remove = (idHash: string) => {
    const entry = entries.get(idHash);
    if (!entry) return;
    entries.delete(idHash);
    const mine = byUser.get(entry.user.id);
    mine?.delete(idHash);
    if (mine?.size === 0) byUser.delete(entry.user.id);
  };
  const forgetAll = () => {
    changes++;
    entries.clear();
    byUser.clear();
  };
  const accountChanged = (payload: string) => {
    changes++;
    for (const idHash of byUser.get(Number(payload)) ?? []) remove(idHash);
  };

  // Started by the first signed-in request, so a worker process that serves none never listens.
  let stopping: Promise<StopListening> | undefined;
  const startListening = () =>
    (stopping ??= listen(database, {
      channel: CHANNEL,
      on: accountChanged,
      log,
      onListening: () => {
        forgetAll();
        listening = true;
      },
      onLost: () => {
        listening = false;
        forgetAll();
      },
    }));

  return {
    get(idHash, now) {
      if (keepMs === 0) return undefined;
      void startListening();
      if (!listening) return undefined;
      const entry = entries.get(idHash);
      if (entry && now - entry.readAt < keepMs) return entry;
      if (entry) remove(idHash);
      return undefined;
    },
    generation: () => changes,
    set(idHash, session, now, generation) {
      if (!listening || generation !== changes) return;
      remove(idHash);
      if (entries.size >= MAX_ENTRIES) remove(entries.keys().next().value!);
      entries.set(idHash, { ...session, readAt: now });
      const mine = byUser.get(session.user.id) ?? new Set();
      mine.add(idHash);
      byUser.set(session.user.id, mine);
    },
    forget: remove,
    async close() {
      listening = false;
      forgetAll();
      if (stopping) await (await stopping)();
      stopping = undefined;
    },
  };
}
