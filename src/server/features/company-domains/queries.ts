import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { DOMAIN_MSG } from '../../../shared/company-domains/messages.js';
import {
  DOMAIN_LINK_HOURS,
  DOMAIN_PAGES,
  isOnDomain,
  MAX_COMPANY_DOMAINS,
  mayBeListed,
} from '../../../shared/company-domains/rules.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { companyDomains } from '../../db/schema-company-domains.js';
import type { Mail } from '../../email/outbox.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { verifyDomainEmail } from './emails.js';

type Company = { id: number; name: string };
type DomainRow = typeof companyDomains.$inferSelect;

export interface DomainContext {
  db: Db;
  mail: Mail;
  publicUrl: string;
  now: Date;
}

export const presentDomain = (row: DomainRow) => ({
  id: row.id,
  domain: row.domain,
  addedAt: row.addedAt,
  sentTo: row.verifiedAt ? null : row.sentTo,
  verifiedAt: row.verifiedAt,
  verifiedBy: row.verifiedBy,
});

/** A company's domains, verified or waiting, in the order they were added (at most 20). */
export async function listDomains(db: Db, company: Company) {
  const rows = await db
    .select()
    .from(companyDomains)
    .where(eq(companyDomains.companyId, company.id))
    .orderBy(asc(companyDomains.addedAt), asc(companyDomains.id))
    .limit(MAX_COMPANY_DOMAINS);
  return { companyName: company.name, domains: rows.map(presentDomain) };
}

const assertOnDomain = (email: string, domain: string) => {
  if (!isOnDomain(email, domain))
    throw badRequest(DOMAIN_MSG.notOnDomain(domain), { email: [DOMAIN_MSG.notOnDomain(domain)] });
};

/** A new link for the domain: the old one stops working, and only the new one's hash is kept. */
async function sendLink(
  tx: Db,
  context: DomainContext,
  company: Company,
  row: DomainRow,
  to: string,
) {
  const token = newSecret();
  const [updated] = await tx
    .update(companyDomains)
    .set({
      sentTo: to,
      tokenHash: hashSecret(token),
      tokenExpiresAt: new Date(context.now.getTime() + DOMAIN_LINK_HOURS * HOUR_MS),
    })
    .where(eq(companyDomains.id, row.id))
    .returning();
  const link = `${context.publicUrl}${DOMAIN_PAGES.verify}?token=${token}`;
  await context.mail.queue(tx, verifyDomainEmail(to, row.domain, company.name, link));
  return updated!;
}

/**
 * Lists a domain as waiting and emails the link to an address on it. Refused: a free mailbox
 * provider's domain (400), an address elsewhere (400), a domain another company lists (409).
 */
export async function addDomain(
  context: DomainContext,
  company: Company,
  userId: number,
  input: { domain: string; email: string },
) {
  const { domain, email } = input;
  if (!mayBeListed(domain))
    throw badRequest(DOMAIN_MSG.publicDomain(domain), {
      domain: [DOMAIN_MSG.publicDomain(domain)],
    });
  assertOnDomain(email, domain);
  return context.db.transaction(async (tx) => {
    // One company at a time adds to its list, so two adds cannot pass the maximum together.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const [holder] = await tx
      .select({ companyId: companyDomains.companyId })
      .from(companyDomains)
      .where(eq(companyDomains.domain, domain));
    if (holder) {
      const message =
        holder.companyId === company.id
          ? DOMAIN_MSG.alreadyListed(domain)
          : DOMAIN_MSG.taken(domain);
      throw conflict(message, { domain: [message] });
    }
    const [listed] = await tx
      .select({ n: count() })
      .from(companyDomains)
      .where(eq(companyDomains.companyId, company.id));
    if ((listed?.n ?? 0) >= MAX_COMPANY_DOMAINS) throw conflict(DOMAIN_MSG.tooMany);
    // Another company adding the same domain this moment: the unique index refuses one of them.
    const [row] = await tx
      .insert(companyDomains)
      .values({ companyId: company.id, domain, addedBy: userId, addedAt: context.now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(DOMAIN_MSG.taken(domain), { domain: [DOMAIN_MSG.taken(domain)] });
    return presentDomain(await sendLink(tx, context, company, row, email));
  });
}

async function domainOfCompany(db: Db, company: Company, domainId: number) {
  const [row] = await db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.id, domainId), eq(companyDomains.companyId, company.id)));
  if (!row) throw notFound(DOMAIN_MSG.notFound);
  return row;
}

/** A new link for a waiting domain, to the same address or another on the domain. */
export async function resendLink(
  context: DomainContext,
  company: Company,
  domainId: number,
  email: string,
) {
  return context.db.transaction(async (tx) => {
    const row = await domainOfCompany(tx, company, domainId);
    if (row.verifiedAt) throw conflict(DOMAIN_MSG.alreadyVerified);
    assertOnDomain(email, row.domain);
    return presentDomain(await sendLink(tx, context, company, row, email));
  });
}

/** Takes a domain off the list: its staff can no longer register by it, nor find the IdP by it. */
export async function removeDomain(db: Db, company: Company, domainId: number) {
  const row = await domainOfCompany(db, company, domainId);
  await db.delete(companyDomains).where(eq(companyDomains.id, row.id));
  return { message: DOMAIN_MSG.removed(row.domain) };
}

/**
 * The emailed link verifies its domain once: the update that marks it also clears the hash, so a
 * second use (or an older link replaced by a resend, or an expired one) finds nothing.
 */
export async function verifyDomain(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(companyDomains)
    .set({
      verifiedAt: now,
      verifiedBy: companyDomains.sentTo,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    .where(
      and(
        eq(companyDomains.tokenHash, hashSecret(token)),
        isNull(companyDomains.verifiedAt),
        gt(companyDomains.tokenExpiresAt, now),
      ),
    )
    .returning();
  if (!row) throw badRequest(DOMAIN_MSG.linkInvalid);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  return { domain: row.domain, companyName: company!.name };
}
