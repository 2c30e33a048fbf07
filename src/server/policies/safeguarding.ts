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

/**
 * Whether the admin may name or remove leads: a lead may; while no active lead exists any admin
 * may name the first, so a new deployment is not locked out. Read from the database, not the
 * signed-in session, so a lead removed a moment ago is refused at once.
 */
export async function mayNameLeads(db: Db, user: SessionUser) {
  const leads = await activeLeads(db);
  return leads.length === 0 || leads.some((lead) => lead.id === user.id);
}

/**
 * Takes the leads' lock for the rest of the transaction: changes to the leads run one at a time,
 * so two leads removing each other at once cannot both pass the last-lead check.
 */
export async function lockLeads(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('safeguarding-leads'))`);
}

export async function assertMayNameLeads(db: Db, user: SessionUser) {
  if (!(await mayNameLeads(db, user))) throw forbidden(LEADS_MSG.namedByLeads);
}
