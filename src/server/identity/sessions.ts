import { and, desc, eq, gt, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/constants.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { authSessions, signInChallenges, users } from '../db/schema.js';
import type { SessionUser } from './guard.js';
import type { SessionCache } from './session-cache.js';
import { hashSecret, newSecret } from './tokens.js';

export const SESSION_COOKIE = 'classperk_session';
/**
 * The name on HTTPS: browsers keep a __Host- cookie only when it is Secure, for path / and without
 * a Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 60_000;
/** More than anyone signs in from; past it, signing in ends the longest-unused session. */
export const MAX_SESSIONS_PER_USER = 20;

export interface SessionStore {
  create(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  load(request: FastifyRequest): Promise<{ user: SessionUser; idHash: string } | null>;
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  destroyOthers(userId: number, keepIdHash: string | null): Promise<void>;
  close(): Promise<void>;
}

// Every request reads these (SessionUser's columns), so each one costs every request.
const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  profileImage: users.profileImage,
  companyId: users.companyId,
  isActivated: users.isActivated,
  mustChangePassword: users.mustChangePassword,
  mfaEnabledAt: users.mfaEnabledAt,
  safeguardingLead: users.safeguardingLead,
  createdAt: users.createdAt,
} satisfies { [K in keyof SessionUser]: (typeof users)[K] };

export function createSessionStore(db: Db, config: Config, cache: SessionCache): SessionStore {
  const name = config.cookieSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };

  // One statement, built and planned once (a named prepared statement on PostgreSQL), for the one
  // query every signed-in request makes. A deactivated account's sessions find no user.
  const lookup = db
    .select({
      user: sessionUserColumns,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.idHash, sql.placeholder('idHash')),
        gt(authSessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        gt(authSessions.lastSeenAt, sql`${sql.placeholder('idleSince')}::timestamptz`),
        isNull(users.deactivatedAt),
      ),
    )
    .prepare('session_lookup');

  return {
    async create(request, reply, userId) {
      // A fresh id on every sign-in, so a planted cookie can never be promoted to a session.
      const previous = request.cookies[name];
      if (previous)
        await db.delete(authSessions).where(eq(authSessions.idHash, hashSecret(previous)));
      const secret = newSecret();
      const now = Date.now();
      await db.insert(authSessions).values({
        idHash: hashSecret(secret),
        userId,
        expiresAt: new Date(now + config.sessionAbsoluteMs),
        lastSeenAt: new Date(now),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        ip: request.ip,
      });
      const newest = db
        .select({ idHash: authSessions.idHash })
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
        .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.createdAt))
        .limit(MAX_SESSIONS_PER_USER);
      await db
        .delete(authSessions)
        .where(and(eq(authSessions.userId, userId), notInArray(authSessions.idHash, newest)));
      const maxAge = Math.floor(config.sessionAbsoluteMs / 1000);
      reply.setCookie(name, secret, { ...cookieOptions, maxAge });
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge });
    },

    async load(request) {
      const secret = request.cookies[name];
      if (!secret) return null;
      const idHash = hashSecret(secret);
      const now = Date.now();
      let session = cache.get(idHash, now);
      let generation: number | null = null;
      if (!session) {
        generation = cache.generation();
        const [row] = await lookup.execute({
          idHash,
          now: new Date(now).toISOString(),
          idleSince: new Date(now - config.sessionIdleMs).toISOString(),
        });
        if (!row) return null;
        session = {
          // Shared by the requests that read it from the cache, so no request may change it.
          user: Object.freeze(row.user),
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
        };
      } else if (now >= session.expiresAt || now - session.lastSeenAt >= config.sessionIdleMs) {
        return null;
      }
      if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
        session.lastSeenAt = now;
        await db
          .update(authSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(authSessions.idHash, idHash));
      }
      // Kept after the touch, so the kept copy carries it and the next requests do not touch again.
      if (generation !== null) cache.set(idHash, session, now, generation);
      return { user: session.user, idHash };
    },

    async destroy(request, reply) {
      const secret = request.cookies[name];
      if (secret) {
        const idHash = hashSecret(secret);
        cache.forget(idHash);
        await db.delete(authSessions).where(eq(authSessions.idHash, idHash));
      }
      reply.clearCookie(name, cookieOptions);
      clearSignedInHint(reply);
    },

    async destroyOthers(userId, keepIdHash) {
      await db.delete(authSessions).where(otherSessions(userId, keepIdHash));
    },

    close: () => cache.close(),
  };
}

/** Every session of the user but the one kept (none when it is null). */
export const otherSessions = (userId: number, keepIdHash: string | null) =>
  keepIdHash
    ? and(eq(authSessions.userId, userId), ne(authSessions.idHash, keepIdHash))
    : eq(authSessions.userId, userId);

/** For answers that find no session: the web app stops asking until the next sign-in. */
export const clearSignedInHint = (reply: FastifyReply) => {
  if (reply.request.cookies[SIGNED_IN_HINT_COOKIE]) {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax' });
  }
};

/**
 * Sessions idle for longer than allowed or past their absolute end. `load` refuses them on its
 * own; the housekeeping job deletes them.
 */
export const expiredSessions = (config: Config, now: Date) =>
  or(
    lt(authSessions.expiresAt, now),
    lt(authSessions.lastSeenAt, new Date(now.getTime() - config.sessionIdleMs)),
  );

/**
 * Signs an account out everywhere: its sessions, and any sign-in still waiting for its second
 * step, which would otherwise become a session. Returns how many sessions ended.
 */
export async function signOutEverywhere(db: Db, userId: number): Promise<number> {
  const ended = await db
    .delete(authSessions)
    .where(eq(authSessions.userId, userId))
    .returning({ idHash: authSessions.idHash });
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  return ended.length;
}
