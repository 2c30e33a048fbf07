import { eq, type SQL } from 'drizzle-orm';
import type { Owner } from '../../../shared/content/schemas.js';

import { forbidden } from '../../http/errors.js';
import type { SessionUser } from '../../identity/guard.js';

/** A tutor changes only what they own; an admin changes anything (spec 2 §6). */
export function assertCanChange(user: SessionUser, ownerId: number | null) {
  if (user.role === 'admin') return;
  if (ownerId !== user.id) throw forbidden('You can only change your own items.');
}

export const isAdmin = (user: SessionUser) => user.role === 'admin';

/** `owner=me` narrows a list to the caller's own rows, through the table's tutor_id index. */
export const ownedBy = (
  user: SessionUser,
  owner: Owner,
  tutorId: Parameters<typeof eq>[0],
): SQL | undefined => (owner === 'me' ? eq(tutorId, user.id) : undefined);
