import { and, eq, ne, sql } from 'drizzle-orm';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import type { SsoSettingsInput, SsoSetup } from '../../../shared/sso/schemas.js';
import type { Config } from '../../config.js';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';
import { companySso } from '../../db/schema-sso.js';
import { badRequest, conflict } from '../../http/errors.js';
import { seal, unseal } from '../mfa/sealing.js';
import { ssoAddresses } from './addresses.js';
import { readIdpMetadata } from './idp-metadata.js';
import { discoverOidc } from './oidc.js';

export type CompanySsoRow = typeof companySso.$inferSelect;

/** Client secrets are sealed with a key of their own, bound to their company (decision 123). */
const secretKey = (db: Db) => derivedKey(db, 'sso-encryption', 'sso client secrets v1');
const context = (companyId: number) => `company-sso:${companyId}`;

export const unsealClientSecret = async (db: Db, row: CompanySsoRow) =>
  row.oidcClientSecret
    ? unseal(await secretKey(db), row.oidcClientSecret, context(row.companyId))
    : null;

export async function ssoSettingsOf(db: Db, companyId: number) {
  const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId));
  return row ?? null;
}

export function presentSetup(
  config: Config,
  company: { id: number; name: string },
  row: CompanySsoRow | null,
): SsoSetup {
  return {
    companyId: company.id,
    companyName: company.name,
    ...ssoAddresses(config, company.id),
    settings: row && {
      protocol: row.protocol as 'oidc' | 'saml',
      emailDomains: row.emailDomains,
      ssoOnly: row.ssoOnly,
      oidcIssuer: row.oidcIssuer,
      oidcClientId: row.oidcClientId,
      hasClientSecret: row.oidcClientSecret !== null,
      samlEntityId: row.samlEntityId,
      samlSsoUrl: row.samlSsoUrl,
      samlSignsRequests: row.samlSignsRequests,
    },
  };
}

/** 409 when another company's provider already answers for one of these domains. */
async function assertDomainsFree(db: Db, companyId: number, domains: string[]) {
  const [taken] = await db
    .select({ domains: companySso.emailDomains })
    .from(companySso)
    .where(
      and(
        ne(companySso.companyId, companyId),
        sql`${companySso.emailDomains} && ${sql.param(domains)}::text[]`,
      ),
    )
    .limit(1);
  const domain = taken?.domains.find((d) => domains.includes(d));
  if (domain)
    throw conflict(SSO_MSG.domainTaken(domain), { emailDomains: [SSO_MSG.domainTaken(domain)] });
}

/**
 * Saves a company's provider. OIDC is checked by discovering the issuer now, so a typo is
 * reported to the person typing it; SAML takes what it needs from the metadata XML.
 */
export async function saveSsoSettings(
  db: Db,
  config: Config,
  companyId: number,
  userId: number,
  input: SsoSettingsInput & { emailDomains: string[] },
) {
  const emailDomains = [...new Set(input.emailDomains)];
  await assertDomainsFree(db, companyId, emailDomains);
  const previous = await ssoSettingsOf(db, companyId);
  const common = { emailDomains, ssoOnly: input.ssoOnly, updatedAt: new Date(), updatedBy: userId };
  let values: Omit<typeof companySso.$inferInsert, 'companyId'>;
  if (input.protocol === 'oidc') {
    const typedSecret = input.clientSecret?.trim() || null;
    const keptSecret =
      !typedSecret && previous?.protocol === 'oidc' && previous.oidcClientId === input.clientId
        ? await unsealClientSecret(db, previous)
        : null;
    const clientSecret = typedSecret ?? keptSecret;
    try {
      await discoverOidc(config, { issuer: input.issuer, clientId: input.clientId, clientSecret });
    } catch {
      throw badRequest(SSO_MSG.issuerUnreachable, { issuer: [SSO_MSG.issuerUnreachable] });
    }
    values = {
      ...common,
      protocol: 'oidc',
      oidcIssuer: input.issuer,
      oidcClientId: input.clientId,
      oidcClientSecret: clientSecret
        ? seal(await secretKey(db), clientSecret, context(companyId))
        : null,
      samlEntityId: null,
      samlSsoUrl: null,
      samlCertificate: null,
      samlSignsRequests: false,
    };
  } else {
    const metadata = readIdpMetadata(input.metadataXml);
    if (!metadata)
      throw badRequest(SSO_MSG.metadataUnreadable, { metadataXml: [SSO_MSG.metadataUnreadable] });
    values = {
      ...common,
      protocol: 'saml',
      oidcIssuer: null,
      oidcClientId: null,
      oidcClientSecret: null,
      samlEntityId: metadata.entityId,
      samlSsoUrl: metadata.ssoUrl,
      samlCertificate: metadata.certificate,
      samlSignsRequests: metadata.wantsRequestsSigned,
    };
  }
  const [row] = await db
    .insert(companySso)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companySso.companyId, set: values })
    .returning();
  return row!;
}

/** The company whose provider answers for this work email's domain, if any. */
export async function ssoForEmail(db: Db, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const [row] = await db
    .select()
    .from(companySso)
    .where(sql`${companySso.emailDomains} @> ${sql.param([domain])}::text[]`)
    .limit(1);
  return row ?? null;
}
