import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RememberedMapping } from '../../shared/onboarding/file-schemas.js';
import { companies, users } from './schema.js';

/* Employee files uploaded for a company (issue 30 §1, §6, decision 122). */

/**
 * The columns an admin last chose for a company's file, by header text, offered again when a
 * file with those headers comes (HR systems export the same columns each time).
 */
export const companyImportMappings = pgTable('company_import_mappings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<RememberedMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One upload of an employee file and what came of it, for the company's employer contact and the
 * admins. Counts only: the people are the accounts themselves.
 */
export const employeeImports = pgTable(
  'employee_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    createdCount: integer('created_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_imports_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);
