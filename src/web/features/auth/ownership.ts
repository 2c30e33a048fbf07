import type { CurrentUser } from '../../../shared/auth/schemas.js';

/** Mirrors the server's rule (spec 2 §6): a tutor changes what they own, an admin anything. */
export const canChange = (user: CurrentUser, ownerId: number | null | undefined) =>
  user.role === 'admin' || (user.role === 'tutor' && ownerId === user.id);
