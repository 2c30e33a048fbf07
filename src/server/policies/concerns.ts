import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CONCERN_MSG } from '../../shared/concerns/messages.js';
import { isAdmin, isTutor } from '../../shared/policies/roles.js';
import { isSafeguardingLead } from '../../shared/policies/safeguarding.js';
import { users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';
import { heldBy } from './conversations.js';
import { profilesOf } from './sessions.js';
import { teaches } from './teaching.js';

/** Concerns are read and worked only by designated safeguarding leads (issue 31 §2, §3): 403 else. */
export function requireLead(user: SessionUser) {
  if (!isSafeguardingLead(user)) throw forbidden(CONCERN_MSG.leadsOnly);
}

/** The accounts every concern reaches: active admins named as leads. */
export const activeLeads: SQL = and(
  eq(users.role, 'admin'),
  eq(users.safeguardingLead, true),
  isNull(users.deactivatedAt),
)!;

/**
 * The conversations whose messages a person may raise a concern about: their own, or for an
 * admin any, as the safeguarding team reads them.
 */
export const raisableConversations = (user: SessionUser): SQL | undefined =>
  isAdmin(user) ? undefined : heldBy(user);

/**
 * The children a person may point a concern at, as a condition on `students`: an admin any, a
 * tutor those they teach, a parent their own; the lessons are those they see (visibleSessions).
 */
export const raisableChildren = (user: SessionUser): SQL | undefined => {
  if (isAdmin(user)) return undefined;
  if (isTutor(user)) return teaches(user.id);
  return profilesOf(user) ?? sql`false`;
};
