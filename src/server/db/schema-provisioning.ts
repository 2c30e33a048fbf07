import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PROVISIONING_ACTIONS,
  type ProvisioningAction,
} from '../../shared/provisioning/schemas.js';
import { companies, users } from './schema.js';

/* Provisioning from an employer's HR directory over SCIM, and its leavers (issue 30 §3, §4). */

const at = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's provisioning settings: the SCIM bearer token (only its hash; shown once when made)
 * and the notice its leavers' children keep their class places for.
 */
export const companyProvisioning = pgTable(
  'company_provisioning',
  {
    companyId: companyId().primaryKey(),
    scimTokenHash: text('scim_token_hash'),
    /** The token's last four characters, so the contact can tell which one an IdP holds. */
    scimTokenHint: text('scim_token_hint'),
    scimTokenCreatedAt: at('scim_token_created_at'),
    /** Days a leaver's children keep their places; null is the default, the end of the month. */
    noticeDays: smallint('notice_days'),
  },
  (t) => [
    uniqueIndex('company_provisioning_token_idx').on(t.scimTokenHash),
    check('company_provisioning_notice_check', sql`${t.noticeDays} between 0 and 365`),
  ],
);

/** An account the company's directory made or manages, with the directory's own id for it. */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    externalId: text('external_id'),
    /** The name's parts as the directory sent them; the account keeps the whole as full_name. */
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** SCIM's meta.version and lastModified: every write through SCIM moves them. */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('scim_users_company_idx').on(t.companyId, t.userId)],
);

export { PROVISIONING_ACTIONS, type ProvisioningAction };

/** What the directory (or the contact) did to the company's accounts, newest first on its page. */
export const provisioningEvents = pgTable(
  'provisioning_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    action: text('action').$type<ProvisioningAction>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The userName the event concerned, kept as it was when the account is later erased. */
    userName: text('user_name'),
  },
  (t) => [
    index('provisioning_events_company_idx').on(t.companyId, t.occurredAt, t.id),
    check(
      'provisioning_events_action_check',
      sql`${t.action} in (${sql.raw(PROVISIONING_ACTIONS.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
);

/**
 * A parent their employer has deactivated: signed out at once, their children's class places
 * kept until `placesEndOn` (UK day, exclusive), when the daily leavers job ends them.
 */
export const companyLeavers = pgTable(
  'company_leavers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    leftAt: at('left_at').notNull().defaultNow(),
    placesEndOn: date('places_end_on').notNull(),
    placesEndedAt: at('places_ended_at'),
  },
  (t) => [
    index('company_leavers_due_idx')
      .on(t.placesEndOn)
      .where(sql`${t.placesEndedAt} is null`),
  ],
);
