import type { onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../shared/constants.js';
import { currentUser, requireRole, requireSignedIn } from '../identity/guard.js';

/**
 * Who may call a route: anyone, any signed-in user of the tuition (every role but an employer
 * contact), or only these roles.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Also open to a user who must still replace a generated one-time password, whom every other
     * route refuses: the routes of their own account, where they replace it.
     */
    beforePasswordChange?: boolean;
    /**
     * A post another site's page may make: a SAML identity provider's form post of its signed
     * response, which proves itself by its signature rather than by the browser's origin.
     */
    crossSitePost?: boolean;
  }
}

const requireSession: onRequestAsyncHookHandler = async (request) => {
  currentUser(request);
};

export const guardFor = (
  access: Access,
  beforePasswordChange = false,
): onRequestAsyncHookHandler | null =>
  access === 'public'
    ? null
    : beforePasswordChange
      ? requireSession
      : access === 'signed-in'
        ? requireSignedIn
        : requireRole(...access);

export const describeAccess = (access: Access, beforePasswordChange = false) =>
  access === 'public'
    ? 'Public.'
    : beforePasswordChange
      ? 'Any signed-in user, also one who must still replace a one-time password.'
      : access === 'signed-in'
        ? 'Any signed-in user.'
        : `Signed in as ${access.join(' or ')}.`;
