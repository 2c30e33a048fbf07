import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { MAX_COMPANY_DOMAINS } from '../../../shared/company-domains/rules.js';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import type { SsoSettingsInput, SsoSetup } from '../../../shared/sso/schemas.js';
import type { Config } from '../../config.js';
import { derivedKey } from '../../db/app-secrets.js';
import type { Db } from '../../db/client.js';
import { companySso } from '../../db/schema-sso.js';
import { badRequest } from '../../http/errors.js';
import { companyOfWorkEmail } from '../../policies/company-domains.js';
import { companyDomains } from '../../db/schema-company-domains.js';
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

/** The company's verified email domains, which send its people to its provider (decision 128). */
const verifiedDomainsOf = async (db: Db, companyId: number) =>
  (
    await db
      .select({ domain: companyDomains.domain })
      .from(companyDomains)
      .where(and(eq(companyDomains.companyId, companyId), isNotNull(companyDomains.verifiedAt)))
      .orderBy(asc(companyDomains.domain))
      .limit(MAX_COMPANY_DOMAINS)
  ).map((row) => row.domain);

export async function presentSetup(
  db: Db,
  config: Config,
  company: { id: number; name: string },
  row: CompanySsoRow | null,
): Promise<SsoSetup> {
  return {
    companyId: company.id,
    companyName: company.name,
    ...ssoAddresses(config, company.id),
    emailDomains: await verifiedDomainsOf(db, company.id),
    settings: row && {
      protocol: row.protocol as 'oidc' | 'saml',
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

/**
 * Saves a company's provider. OIDC is checked by discovering the issuer now, so a typo is
 * reported to the person typing it; SAML takes what it needs from the metadata XML.
 */
export async function saveSsoSettings(
  db: Db,
  config: Config,
  companyId: number,
  userId: number,
  input: SsoSettingsInput,
) {
  const previous = await ssoSettingsOf(db, companyId);
  const common = { ssoOnly: input.ssoOnly, updatedAt: new Date(), updatedBy: userId };
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

/** The provider of the company that verified this work email's domain, if it has one. */
export async function ssoForEmail(db: Db, email: string) {
  const company = await companyOfWorkEmail(db, email);
  return company && ssoSettingsOf(db, company.companyId);
}
