import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorField, cursorPageOf } from '../pagination.js';
import { idField } from '../validation.js';
import { AUDIT_RECORD_TYPES } from './events.js';

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 100;
/** The most rows one CSV download holds; a narrower period gives the rest. */
export const MAX_AUDIT_CSV_ROWS = 50_000;

const day = z.iso
  .date()
  .refine(
    (date) => date >= '2000-01-01' && date <= '2099-12-31',
    'Choose a date from 2000 to 2099.',
  )
  .optional();

/**
 * Filters of the audit trail: a person (as actor or subject), a record and UK days, both
 * included. "Whose records did this account touch between these dates" is `person` with `from`
 * and `to`.
 */
export const auditFilterSchema = z.object({
  person: idField('Enter an account id.').optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
  recordId: idField('Enter a record id.').optional(),
  from: day,
  to: day,
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  cursor: cursorField.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});

const personRef = z.object({ id: z.number().int(), name: z.string().nullable() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: dateTime,
  /** Today's name of the account; null once it was erased or anonymised. */
  actor: personRef.nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.number().int().nullable(),
  subject: personRef.nullable(),
  fields: z.array(z.string()).nullable(),
  reason: z.string().nullable(),
  /** The reason as the admin typed it, until erasure clears the security log that holds it. */
  reasonText: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEventView = Wire<typeof auditEventSchema>;

export const auditEventPageSchema = cursorPageOf(auditEventSchema);
export type AuditEventPage = Wire<typeof auditEventPageSchema>;

export const AUDIT_CSV_HEADER = [
  'id',
  'occurred_at',
  'actor_id',
  'actor_role',
  'action',
  'record_type',
  'record_id',
  'subject_id',
  'fields',
  'reason',
  'ip',
] as const;
