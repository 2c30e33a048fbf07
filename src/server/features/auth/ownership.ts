import { eq, type SQL } from 'drizzle-orm';
import type { Owner } from '../../../shared/content/schemas.js';
import type { UserRow } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';

/** A tutor changes only what they own; an admin changes anything (spec 2 §6). */
export function assertCanChange(user: UserRow, ownerId: number | null) {
  if (user.role === 'admin') return;
  if (ownerId !== user.id) throw forbidden('You can only change your own items.');
}

export const isAdmin = (user: UserRow) => user.role === 'admin';

/** `owner=me` narrows a list to the caller's own rows, through the table's tutor_id index. */
export const ownedBy = (
  user: UserRow,
  owner: Owner,
  tutorId: Parameters<typeof eq>[0],
): SQL | undefined => (owner === 'me' ? eq(tutorId, user.id) : undefined);
