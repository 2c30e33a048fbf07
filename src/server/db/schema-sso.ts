import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema.js';

/**
 * A company's single sign-on (issue 30 §2, decision 123): one identity provider, by OIDC or SAML.
 * The OIDC client secret is sealed with the app's key and never leaves the server again.
 */
export const companySso = pgTable(
  'company_sso',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    protocol: text('protocol').notNull(),
    /** Refuses password sign-in to the company's parents; admins and its contacts keep theirs. */
    ssoOnly: boolean('sso_only').notNull().default(false),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    oidcClientSecret: text('oidc_client_secret'),
    samlEntityId: text('saml_entity_id'),
    samlSsoUrl: text('saml_sso_url'),
    samlCertificate: text('saml_certificate'),
    /** The provider's metadata says WantAuthnRequestsSigned: ClassPerk signs its requests. */
    samlSignsRequests: boolean('saml_signs_requests').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('company_sso_protocol_check', sql`${t.protocol} in ('oidc', 'saml')`)],
);

/**
 * ClassPerk's SAML signing key for a company (decision 129), made the first time its metadata or
 * a request needs it: the certificate is published in the metadata, the private key is sealed
 * like the client secrets and never leaves the server.
 */
export const companySpKeys = pgTable('company_sp_keys', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Base64 DER, as metadata carries it. */
  certificate: text('certificate').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in sent to a company's OIDC provider and not yet back: the state names it, and the nonce
 * and PKCE verifier wait here, so any app server can finish it.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The hash of the secret in the starting browser's cookie: the callback must come from it. */
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_requests_expires_idx').on(t.expiresAt)],
);

/**
 * The SAML assertions already used, kept until they expire, so a replay is refused by every app
 * server: the insert of a used ID finds its row.
 */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.assertionId] }),
    index('sso_assertions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Who an OIDC provider's `sub` is, per company: kept at each sign-in, so the provider's
 * back-channel logout token, which names the person by `sub` alone, finds them (decision 131).
 */
export const ssoSubjects = pgTable(
  'sso_subjects',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.subject] }),
    index('sso_subjects_user_idx').on(t.userId),
  ],
);
