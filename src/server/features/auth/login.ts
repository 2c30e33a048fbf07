import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LoginRole } from '../../../shared/constants.js';
import { loginRoleFor, loginRoleLabelFor, normaliseRole } from '../../../shared/auth/routing.js';
import { SERVER_MSG, roleMismatch } from '../../../shared/messages.js';
import { authSessions, users, type UserRow } from '../../db/schema.js';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { burnVerifyTime, verifyPassword } from './passwords.js';

const WINDOW_MS = 15 * 60_000;
/** Failures allowed for one account from one address, and from one address over all accounts. */
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 30;
/**
 * Failures allowed for one account over all addresses. Past it, only addresses that already hold
 * a session of that account may keep trying, so a spread-out attack cannot lock the owner out.
 */
export const ACCOUNT_LIMIT = 50;

export const findUserByUsername = async (services: Services, username: string) => {
  const [user] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return user;
};

async function checkThrottle(
  services: Services,
  subject: string,
  ip: string,
  user: UserRow | undefined,
) {
  const { rate, db } = services;
  if ((await rate.countBySubjectAndIp('login_failure', subject, ip, WINDOW_MS)) >= PAIR_LIMIT) {
    throw tooManyRequests(SERVER_MSG.tooManyAttempts);
  }
  if ((await rate.countByIp('login_failure', ip, WINDOW_MS)) >= ADDRESS_LIMIT) {
    throw tooManyRequests(SERVER_MSG.tooManyAttempts);
  }
  if (user && (await rate.countBySubject('login_failure', subject, WINDOW_MS)) >= ACCOUNT_LIMIT) {
    const [known] = await db
      .select({ ip: authSessions.ip })
      .from(authSessions)
      .where(and(eq(authSessions.userId, user.id), eq(authSessions.ip, ip)))
      .limit(1);
    if (!known) throw tooManyRequests(SERVER_MSG.tooManyAttempts);
  }
}

/** Checks credentials and throttling; on success the caller starts a session. */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  input: { username: string; password: string; role: LoginRole },
): Promise<UserRow> {
  const subject = input.username.toLowerCase();
  const user = await findUserByUsername(services, input.username);
  await checkThrottle(services, subject, request.ip, user);

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await burnVerifyTime(input.password);
  if (!user || !valid) {
    await services.rate.record('login_failure', subject, request.ip);
    throw unauthorized(SERVER_MSG.invalidCredentials);
  }
  await services.rate.clear('login_failure', subject, request.ip);
  if (user.deactivatedAt) throw forbidden(SERVER_MSG.accountDeactivated);
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
