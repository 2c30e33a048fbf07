import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHECK_KINDS } from '../../shared/vetting/rules.js';
import { users } from './schema.js';

/*
 * Tutors' vetting records (issue 31 §1, decision 125): what each pre-employment check found, who
 * recorded it and when. Only what an inspector asks for is kept, never a copy of a document. A
 * new record of a check supersedes the old one, which stays for the audit.
 */

export const tutorVettingChecks = pgTable(
  'tutor_vetting_checks',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHECK_KINDS }).notNull(),
    /** 1, or 2 for the second reference. */
    slot: integer('slot').notNull().default(1),
    /** The enhanced DBS certificate's number: only safeguarding leads read it. */
    certificateNumber: text('certificate_number'),
    /** The certificate's issue date, the Update Service status check, the right-to-work check, the reference's receipt. */
    checkedOn: date('checked_on').notNull(),
    /** When a time-limited right to work ends. */
    expiresOn: date('expires_on'),
    /** The qualifications seen, or the referee and their relation to the tutor. */
    detail: text('detail'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tutor_vetting_checks_current')
      .on(t.tutorId, t.kind, t.slot)
      .where(sql`${t.supersededAt} is null`),
    index('tutor_vetting_checks_tutor').on(t.tutorId, t.recordedAt),
    check('tutor_vetting_checks_slot', sql`${t.slot} in (1, 2)`),
  ],
);

/** One warning email a check and threshold: the daily job sends each once (issue 31 §1). */
export const vettingWarnings = pgTable(
  'vetting_warnings',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => tutorVettingChecks.id, { onDelete: 'cascade' }),
    threshold: text('threshold', { enum: ['renew-soon', 'lapsed'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vetting_warnings_once').on(t.checkId, t.threshold)],
);

/** The admins' one vetting setting: months between DBS Update Service status checks. */
export const vettingSettings = pgTable(
  'vetting_settings',
  {
    id: integer('id').primaryKey().default(1),
    renewalMonths: integer('renewal_months').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('vetting_settings_one_row', sql`${t.id} = 1`),
    check('vetting_settings_months', sql`${t.renewalMonths} between 1 and 36`),
  ],
);
