import type { onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../shared/constants.js';
import { requireRole, requireSignedIn } from '../features/auth/guard.js';

/** Who may call a route: anyone, any signed-in user, or only these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const guardFor = (access: Access): onRequestAsyncHookHandler | null =>
  access === 'public' ? null : access === 'signed-in' ? requireSignedIn : requireRole(...access);

export const describeAccess = (access: Access) =>
  access === 'public'
    ? 'Public.'
    : access === 'signed-in'
      ? 'Any signed-in user.'
      : `Signed in as ${access.join(' or ')}.`;
