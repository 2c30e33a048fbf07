import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Who read or changed whose personal data (issue 17 §1). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE. It holds ids and codes only, never a name, email or free text, so that an
 * erasure leaves nothing here that identifies the person (decision 061). The ids have no foreign
 * keys for the same reason: deleting an account must not touch these rows.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who acted; null for the system (a scheduled erasure). */
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id'),
    /** The person whose data it is. */
    subjectId: integer('subject_id'),
    /** Names of the fields changed, never their values. */
    fields: text('fields').array(),
    /** A code from AUDIT_REASONS, never free text. */
    reason: text('reason'),
    /**
     * The security log entry that holds what the admin typed as their reason: an id, so the
     * typed text goes when erasure clears the log (decision 088).
     */
    securityEventId: integer('security_event_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt),
    index('audit_events_subject_idx').on(t.subjectId, t.occurredAt),
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.occurredAt),
  ],
);

/** A parent's own erasure request, waiting out its grace period; signing in removes it. */
export const accountErasures = pgTable('account_erasures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
});

/** A ZIP of everything held about one account (issue 17 §2), built by a job, kept for days. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    archive: bytea('archive'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
