import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './schema.js';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The figures a month's counts hold: see MonthCounts in features/employer-report/queries.ts. */
export const USAGE_KINDS = [
  'registered',
  'active',
  'attended',
  'watched',
  'subject',
  'year_group',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/**
 * A company's raw monthly usage counts, before any is withheld, recounted by the
 * employer-report-refresh job (decision 070). Counts only: no person, family or child is in it.
 */
export const employerUsageMonths = pgTable(
  'employer_usage_months',
  {
    companyId: companyId(),
    /** A UK calendar month, YYYY-MM. */
    month: text('month').notNull(),
    kind: text('kind').$type<UsageKind>().notNull(),
    /** The subject or year group of a `subject` or `year_group` count; empty for the others. */
    key: text('key').notNull().default(''),
    value: integer('value').notNull(),
    /** How many families the value was drawn from, for the "fewer than 5" rule. */
    families: integer('families').notNull(),
    /** Register entries and their families, for the attendance rate (`attended` only). */
    marked: integer('marked').notNull().default(0),
    markedFamilies: integer('marked_families').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month, t.kind, t.key] }),
    check(
      'employer_usage_months_kind_check',
      sql.raw(`kind in (${USAGE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/** Which company-months have been counted, so that a month without usage reads as zeros. */
export const employerUsageRefreshes = pgTable(
  'employer_usage_refreshes',
  {
    companyId: companyId(),
    month: text('month').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
