import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MFA_MSG } from '../../../shared/auth/mfa.js';
import { secondFactorRequired } from '../../../shared/policies/second-factor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { signInChallenges, users, type UserRow } from '../../db/schema.js';
import { unauthorized } from '../../http/errors.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { newTotpSecret, sealSecret } from './totp.js';

/** Sent only to the sign-in routes, like the device cookie. */
export const CHALLENGE_COOKIE = 'classperk_sign_in';
const CHALLENGE_PATH = '/api/login';
const LIFETIME_MS = 5 * 60_000;
/** Wrong codes one challenge takes before the password must be typed again. */
export const CHALLENGE_ATTEMPTS = 5;

export type ChallengeRow = typeof signInChallenges.$inferSelect;

/** Whether a sign-in with this password needs a second step, and which. */
export function secondFactorFor(config: Config, user: UserRow, role: string) {
  if (user.mfaEnabledAt) return 'verify' as const;
  return secondFactorRequired(role, config.mfaRequiredRoles) ? ('enrol' as const) : null;
}

/** The password was right: a challenge waits for the second step, and no session exists yet. */
export async function startChallenge(
  db: Db,
  config: Config,
  reply: FastifyReply,
  user: UserRow,
  step: 'verify' | 'enrol',
) {
  const id = newSecret();
  await db.insert(signInChallenges).values({
    idHash: hashSecret(id),
    userId: user.id,
    pendingSecret: step === 'enrol' ? await sealSecret(db, user.id, newTotpSecret()) : null,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
  reply.setCookie(CHALLENGE_COOKIE, id, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: LIFETIME_MS / 1000,
  });
}

/** This browser's live challenge and its user, or 401: sign in again. */
export async function openChallenge(db: Db, request: FastifyRequest) {
  const id = request.cookies[CHALLENGE_COOKIE];
  if (!id) throw unauthorized(MFA_MSG.challengeGone);
  const [row] = await db
    .select({ challenge: signInChallenges, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.idHash, hashSecret(id)),
        gt(signInChallenges.expiresAt, new Date()),
        lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    );
  if (!row || row.user.deactivatedAt) throw unauthorized(MFA_MSG.challengeGone);
  return row;
}

/**
 * Counts a code against the challenge before it is checked, in one conditional update, so a
 * burst of guesses gets no more checks than the challenge allows.
 */
export async function claimChallengeAttempt(db: Db, challenge: ChallengeRow) {
  const [claimed] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.idHash, challenge.idHash),
        lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ attempts: signInChallenges.attempts });
  if (!claimed) throw unauthorized(MFA_MSG.challengeGone);
}

export function clearChallengeCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(CHALLENGE_COOKIE, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
  });
}

export const challengesOf = (userId: number) => eq(signInChallenges.userId, userId);
export const expiredChallenges = (now: Date) => lt(signInChallenges.expiresAt, now);
