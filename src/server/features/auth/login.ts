import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRole } from '../../../shared/constants.js';
import { loginRoleLabelFor, normaliseRole, signsInWith } from '../../../shared/policies/landing.js';
import { SERVER_MSG, roleMismatch } from '../../../shared/messages.js';
import { users, type UserRow } from '../../db/schema.js';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { secondFactorFor } from '../mfa/challenges.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import { findTrustedDevice, trustDevice } from './devices.js';
import { forgiveAttempt, forgiveLoginFailures, reserveLoginAttempt } from './login-throttle.js';
import { assertOneTimePasswordUsable } from './one-time-passwords.js';
import { burnVerifyTime, verifyPassword } from '../../identity/passwords.js';
import { cancelPendingErasure } from '../erasure/pending.js';
import { assertPasswordSignInAllowed } from '../../policies/sso.js';

export const findUserByUsername = async (services: Services, username: string) => {
  const [user] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return user;
};

const signInEvent = (
  services: Services,
  request: FastifyRequest,
  outcome: 'failure' | 'refused',
  username: string,
  subjectId: number | null,
  reason: string,
) =>
  recordSecurityEvent(services.db, request, {
    type: 'sign_in',
    outcome,
    actorId: null,
    subjectId,
    username,
    detail: { reason },
  });

/**
 * Checks throttling, then credentials; on success the caller starts a session, or a challenge
 * when a second factor is involved. Each attempt is counted as a failure before its password is
 * checked and forgiven once the password is right.
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string; role: LoginRole },
): Promise<{ user: UserRow; secondFactor: 'verify' | 'enrol' | null }> {
  const user = await findUserByUsername(services, input.username);
  const client = {
    subject: input.username.toLowerCase(),
    ip: request.ip,
    deviceId: user ? await findTrustedDevice(services.db, request, user.id) : null,
  };
  const attempt = await reserveLoginAttempt(services.db, client);
  if ('retryAfterSeconds' in attempt) {
    await signInEvent(services, request, 'refused', input.username, user?.id ?? null, 'throttled');
    reply.header('retry-after', String(attempt.retryAfterSeconds));
    throw tooManyRequests(SERVER_MSG.tooManyAttempts);
  }

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await burnVerifyTime(input.password);
  if (!user || !valid) {
    await signInEvent(services, request, 'failure', input.username, user?.id ?? null, 'password');
    throw unauthorized(SERVER_MSG.invalidCredentials);
  }
  const role = normaliseRole(user.role);
  const secondFactor = secondFactorFor(services.config, user, role);
  if (secondFactor) await forgiveAttempt(services.db, attempt.attemptId);
  else await forgiveLoginFailures(services.db, client, attempt.attemptId);
  if (user.deactivatedAt) {
    await signInEvent(services, request, 'refused', input.username, user.id, 'deactivated');
    throw forbidden(SERVER_MSG.accountDeactivated);
  }
  try {
    await assertPasswordSignInAllowed(services.db, user);
  } catch (error) {
    await signInEvent(services, request, 'refused', input.username, user.id, 'sso_only');
    throw error;
  }
  try {
    assertOneTimePasswordUsable(user);
  } catch (error) {
    await signInEvent(services, request, 'refused', input.username, user.id, 'password_expired');
    throw error;
  }
  // Only after the password is proven do we say which role picker option the account needs.
  if (!signsInWith(role, input.role)) {
    await signInEvent(services, request, 'failure', input.username, user.id, 'role');
    throw unauthorized(roleMismatch(loginRoleLabelFor(role)));
  }
  if (!user.isActivated && !user.mustChangePassword) {
    const [updated] = await services.db
      .update(users)
      .set({ isActivated: true })
      .where(eq(users.id, user.id))
      .returning();
    return { user: updated ?? user, secondFactor };
  }
  return { user, secondFactor };
}

/**
 * Both steps are done: the session starts, the browser is trusted, and the log says how. The
 * answer joins the signed-in user's: it says when signing in cancelled a pending deletion.
 */
export async function startSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  secondFactor: 'none' | 'totp' | 'recovery_code' | 'enrolled',
) {
  await services.sessions.create(request, reply, user.id);
  const erasureCancelled = await cancelPendingErasure(services.db, services.mail, request, user);
  await trustDevice(services.db, services.config, request, reply, user.id);
  await recordSecurityEvent(services.db, request, {
    type: 'sign_in',
    outcome: 'success',
    actorId: user.id,
    username: user.username,
    detail: { secondFactor },
  });
  return erasureCancelled ? { erasureCancelled } : {};
}
