import { eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../identity/guard.js';

type Column = Parameters<typeof eq>[0];

/** Rows of one tutor, or of every tutor for an admin. */
export const scopeOf = (user: SessionUser, column: Column): SQL | undefined =>
  user.role === 'admin' ? undefined : eq(column, user.id);
