import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRole } from '../../../shared/constants.js';
import { loginRoleFor, loginRoleLabelFor, normaliseRole } from '../../../shared/auth/routing.js';
import { SERVER_MSG, roleMismatch } from '../../../shared/messages.js';
import { users, type UserRow } from '../../db/schema.js';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { findTrustedDevice } from './devices.js';
import { forgiveLoginFailures, reserveLoginAttempt } from './login-throttle.js';
import { assertOneTimePasswordUsable } from './one-time-passwords.js';
import { burnVerifyTime, verifyPassword } from './passwords.js';

export const findUserByUsername = async (services: Services, username: string) => {
  const [user] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return user;
};

/**
 * Checks throttling, then credentials; on success the caller starts a session. Each attempt is
 * counted as a failure before its password is checked and forgiven once the password is right.
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string; role: LoginRole },
): Promise<UserRow> {
  const user = await findUserByUsername(services, input.username);
  const client = {
    subject: input.username.toLowerCase(),
    ip: request.ip,
    deviceId: user ? await findTrustedDevice(services.db, request, user.id) : null,
  };
  const attempt = await reserveLoginAttempt(services.db, client);
  if ('retryAfterSeconds' in attempt) {
    reply.header('retry-after', String(attempt.retryAfterSeconds));
    throw tooManyRequests(SERVER_MSG.tooManyAttempts);
  }

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await burnVerifyTime(input.password);
  if (!user || !valid) throw unauthorized(SERVER_MSG.invalidCredentials);
  await forgiveLoginFailures(services.db, client, attempt.attemptId);
  if (user.deactivatedAt) throw forbidden(SERVER_MSG.accountDeactivated);
  assertOneTimePasswordUsable(user);
  // Only after the password is proven do we say which role picker option the account needs.
  if (loginRoleFor(normaliseRole(user.role)) !== input.role) {
    throw unauthorized(roleMismatch(loginRoleLabelFor(normaliseRole(user.role))));
  }
  if (!user.isActivated && !user.mustChangePassword) {
    const [updated] = await services.db
      .update(users)
      .set({ isActivated: true })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }
  return user;
}
