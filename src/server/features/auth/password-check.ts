import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MSG } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { forgiveLoginFailures, reserveLoginAttempt } from './login-throttle.js';
import type { SessionUser } from '../../identity/guard.js';
import { verifyPassword } from '../../identity/passwords.js';

/**
 * Checks the password a signed-in user typed to confirm a change, as one more attempt of the
 * sign-in throttle (decision 036): a stolen session can guess the password no faster than the
 * sign-in form allows. A wrong one is a field error on `currentPassword`.
 */
export async function assertCurrentPassword(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<SessionUser, 'id' | 'username'>,
  password: string,
): Promise<void> {
  // The device cookie is sent only to /api/login, so these checks count as an unknown browser's.
  const client = { subject: user.username.toLowerCase(), ip: request.ip, deviceId: null };
  const attempt = await reserveLoginAttempt(db, client);
  if ('retryAfterSeconds' in attempt) {
    reply.header('retry-after', String(attempt.retryAfterSeconds));
    throw tooManyRequests(SERVER_MSG.tooManyPasswordChecks);
  }
  // Read here, not kept on the request: no request holds a password hash it does not check.
  const [stored] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
    throw badRequest(SERVER_MSG.currentPasswordWrong, {
      currentPassword: [SERVER_MSG.currentPasswordWrong],
    });
  }
  await forgiveLoginFailures(db, client, attempt.attemptId);
}
