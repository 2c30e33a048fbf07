import { and, eq, isNotNull, or } from 'drizzle-orm';
import { domainOf } from '../../shared/company-domains/rules.js';
import { mayManageCompanyDomains } from '../../shared/policies/company-domains.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { companyDomains } from '../db/schema-company-domains.js';
import { forbidden, notFound } from '../http/errors.js';
import type { SessionUser } from '../identity/guard.js';

/** The company whose domains this user may manage, or 403 (not theirs) or 404 (no company). */
export async function domainsCompanyFor(db: Db, user: SessionUser, companyId: number) {
  if (!mayManageCompanyDomains(user, companyId)) throw forbidden();
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found.');
  return company;
}

/**
 * The company a work address belongs to: the one that verified the address's domain (decision
 * 128). Both registering by work email and "Sign in with your company" go by it.
 */
export async function companyOfWorkEmail(db: Db, email: string) {
  const [row] = await db
    .select({ companyId: companyDomains.companyId, companyName: companies.name })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(and(eq(companyDomains.domain, domainOf(email)), isNotNull(companyDomains.verifiedAt)));
  return row ?? null;
}

/**
 * Whether a company may give one of its accounts this address (SCIM, decision 128): never one on a
 * domain another company verified, and once the company has verified domains of its own, only one
 * on them, so a directory cannot claim someone else's address.
 */
export async function mayHoldAddress(db: Db, companyId: number, email: string) {
  const domain = domainOf(email);
  const verified = await db
    .select({ companyId: companyDomains.companyId, domain: companyDomains.domain })
    .from(companyDomains)
    .where(
      and(
        isNotNull(companyDomains.verifiedAt),
        or(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain)),
      ),
    );
  if (verified.some((row) => row.domain === domain && row.companyId !== companyId)) return false;
  const own = verified.filter((row) => row.companyId === companyId);
  return own.length === 0 || own.some((row) => row.domain === domain);
}
