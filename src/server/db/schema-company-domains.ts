import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A company's email domains (issue 30 §5, decision 128). A domain belongs to one company; it
 * counts (for registering by work email and for finding the company's identity provider) once
 * someone opened the link emailed to an address on it. Only the link's hash is kept.
 */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower case, without the @. */
    domain: text('domain').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: at('added_at').notNull().defaultNow(),
    /** The address on the domain the pending link went to. */
    sentTo: text('sent_to'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    verifiedAt: at('verified_at'),
    /** The address whose owner opened the link; null when moved from the SSO set-up's list. */
    verifiedBy: text('verified_by'),
  },
  (t) => [
    uniqueIndex('company_domains_domain_idx').on(t.domain),
    index('company_domains_company_idx').on(t.companyId),
    uniqueIndex('company_domains_token_idx')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
  ],
);
