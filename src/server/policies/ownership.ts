import { eq, type SQL } from 'drizzle-orm';
import type { Owner } from '../../shared/content/schemas.js';
import { canChange, readsEveryTutorsRows } from '../../shared/policies/ownership.js';
import { forbidden } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

type Column = Parameters<typeof eq>[0];

/** A tutor changes only what they own; an admin changes anything (spec 2 §6), or 403. */
export function assertCanChange(user: SessionUser, ownerId: number | null) {
  if (!canChange(user, ownerId)) throw forbidden('You can only change your own items.');
}

/** `owner=me` narrows a list to the caller's own rows, through the table's tutor_id index. */
export const ownedBy = (user: SessionUser, owner: Owner, tutorId: Column): SQL | undefined =>
  owner === 'me' ? eq(tutorId, user.id) : undefined;

/** Rows of one tutor, or of every tutor for an admin. */
export const tutorRowsOf = (user: SessionUser, column: Column): SQL | undefined =>
  readsEveryTutorsRows(user) ? undefined : eq(column, user.id);
