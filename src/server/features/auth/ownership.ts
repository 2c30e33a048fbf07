import type { UserRow } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';

/** A tutor changes only what they own; an admin changes anything (spec 2 §6). */
export function assertCanChange(user: UserRow, ownerId: number | null) {
  if (user.role === 'admin') return;
  if (ownerId !== user.id) throw forbidden('You can only change your own items.');
}

export const isAdmin = (user: UserRow) => user.role === 'admin';
