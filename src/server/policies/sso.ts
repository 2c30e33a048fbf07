import { eq } from 'drizzle-orm';
import { SSO_MSG } from '../../shared/sso/messages.js';
import { canSetUpSso, passwordRefusedForSso } from '../../shared/policies/sso.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { companySso } from '../db/schema-sso.js';
import { forbidden, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

/** The company whose sign-on this user may set up, or 404 (no such company) or 403. */
export async function ssoCompanyFor(db: Db, user: SessionUser, companyId: number) {
  if (!canSetUpSso(user, companyId)) throw forbidden();
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company;
}

/** 403 when the account's company signs its parents in only through its identity provider. */
export async function assertPasswordSignInAllowed(
  db: Db,
  user: { role: string; companyId: number | null },
) {
  if (user.companyId === null) return;
  const [sso] = await db
    .select({ ssoOnly: companySso.ssoOnly })
    .from(companySso)
    .where(eq(companySso.companyId, user.companyId));
  if (sso && passwordRefusedForSso(user, sso.ssoOnly)) throw forbidden(SSO_MSG.ssoOnly);
}
