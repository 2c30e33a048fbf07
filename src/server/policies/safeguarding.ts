import type { onRequestAsyncHookHandler } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LEADS_MSG } from '../../shared/leads/schemas.js';
import { isSafeguardingLead } from '../../shared/policies/safeguarding.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { currentUser, type SessionUser } from '../identity/guard.js';

/*
 * The designated safeguarding leads (issue 31 §2): only they read conversations, message reports
 * and classroom chat, and only they name or remove leads, so an admin cannot make themselves one.
 */

/** A route's second guard, after `access: ['admin']`: 403 with words for an admin who is not a lead. */
export const requireSafeguardingLead: onRequestAsyncHookHandler = async (request) => {
  if (!isSafeguardingLead(currentUser(request))) throw forbidden(LEADS_MSG.leadsOnly);
};

/** Active admins who are leads. */
export const activeLeads = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'admin'), eq(users.safeguardingLead, true), isNull(users.deactivatedAt)),
    );

type Lead = { id: number };

/**
 * Whether the admin may name or remove leads among the active `leads`: a lead may; while there is
 * none any admin may name the first, so a new deployment is not locked out.
 */
const mayNameAmong = (leads: Lead[], user: SessionUser) =>
  leads.length === 0 || leads.some((lead) => lead.id === user.id);

/** Read from the database, not the signed-in session, so a lead removed a moment ago is refused. */
export const mayNameLeads = async (db: Db, user: SessionUser) =>
  mayNameAmong(await activeLeads(db), user);

/**
 * The active leads, read under the leads' lock, which holds for the rest of the transaction:
 * changes to the leads run one at a time, so two leads removing each other at once cannot both
 * pass the last-lead check. 403 for an admin who may not name leads.
 */
export async function leadsForChange(tx: Db, user: SessionUser) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('safeguarding-leads'))`);
  const leads = await activeLeads(tx);
  if (!mayNameAmong(leads, user)) throw forbidden(LEADS_MSG.namedByLeads);
  return leads;
}
