import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { trustedDevices } from '../../db/schema.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/**
 * OWASP's device cookie: a browser that has signed in to an account carries a random token bound
 * to that account (stored hashed), and its failures count against it alone (decision 036).
 * One cookie holds the tokens of the few accounts used on a shared family computer.
 */
export const DEVICE_COOKIE = 'classperk_device';
const TOKENS_PER_BROWSER = 5;
const TRUSTED_FOR_MS = 365 * DAY_MS;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const expiredDevices = (now: Date) =>
  lt(trustedDevices.createdAt, new Date(now.getTime() - TRUSTED_FOR_MS));

const tokensOf = (request: FastifyRequest) =>
  (request.cookies[DEVICE_COOKIE] ?? '')
    .split('.')
    .filter((token) => TOKEN_SHAPE.test(token))
    .slice(0, TOKENS_PER_BROWSER);

/** The id of this browser's device record for the account, if it carries a valid one. */
export async function findTrustedDevice(db: Db, request: FastifyRequest, userId: number) {
  const hashes = tokensOf(request).map(hashSecret);
  if (hashes.length === 0) return null;
  const [device] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        inArray(trustedDevices.tokenHash, hashes),
        gt(trustedDevices.createdAt, new Date(Date.now() - TRUSTED_FOR_MS)),
      ),
    )
    .limit(1);
  return device?.id ?? null;
}

/** After a successful sign-in: a fresh token for the account replaces the one the browser had. */
export async function trustDevice(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const kept: string[] = [];
  for (const token of tokensOf(request)) {
    const [mine] = await db
      .delete(trustedDevices)
      .where(
        and(eq(trustedDevices.tokenHash, hashSecret(token)), eq(trustedDevices.userId, userId)),
      )
      .returning({ id: trustedDevices.id });
    if (!mine) kept.push(token);
  }
  const token = newSecret();
  await db.insert(trustedDevices).values({ tokenHash: hashSecret(token), userId });
  reply.setCookie(DEVICE_COOKIE, [token, ...kept].slice(0, TOKENS_PER_BROWSER).join('.'), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(TRUSTED_FOR_MS / 1000),
  });
}

/** A new password withdraws every browser's trust: one of them may be the reason for the change. */
export const withdrawTrustedDevices = (db: Db, userId: number) =>
  db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
