import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LEARNING_ROLES, type Role } from '../../shared/constants.js';
import { holdsOneOf } from '../../shared/policies/roles.js';
import type { UserRow } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/errors.js';

/**
 * The signed-in user as every request loads it: who they are and what the guards decide on, and
 * nothing else. Each column read costs every request (decision 073), so the few calls that need
 * more, such as a secret or a notification switch, read it afresh.
 */
export type SessionUser = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'fullName'
  | 'role'
  | 'profileImage'
  | 'companyId'
  | 'isActivated'
  | 'mustChangePassword'
  | 'mfaEnabledAt'
  | 'safeguardingLead'
  | 'createdAt'
>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
  }
}

export const PASSWORD_CHANGE_FIRST = 'Please choose a new password before you continue.';

/** The signed-in user, or 401. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Guards a route for the given roles: signed out gets 401, a wrong role 403. A user who still
 * holds a generated one-time password is refused everything until they choose their own.
 */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (user.mustChangePassword) throw forbidden(PASSWORD_CHANGE_FIRST);
    if (!holdsOneOf(user, roles)) throw forbidden();
  };
}

/** Any user of the tuition itself: an employer contact reaches only its report and its account. */
export const requireSignedIn = requireRole(...LEARNING_ROLES);
