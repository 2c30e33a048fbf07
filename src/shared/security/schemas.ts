import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { ROLES } from '../constants.js';
import { cursorField, cursorPageOf, idCursorField } from '../pagination.js';
import { SECURITY_EVENT_OUTCOMES, SECURITY_EVENT_TYPES } from './events.js';

export const SECURITY_PAGE_SIZE = 50;
export const MAX_SECURITY_PAGE_SIZE = 100;

// A NUL, which PostgreSQL text cannot hold, is refused for every route by the contract.
const searchText = z.string().trim().max(100).optional();
// Years the database and the log can hold; the log has no events before the app existed.
const day = z.iso
  .date()
  .refine((date) => date >= '2000-01-01' && date <= '2999-12-31', 'Choose a date from 2000 on.')
  .optional();

const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_SECURITY_PAGE_SIZE)
  .default(SECURITY_PAGE_SIZE);

/** Filters of the security log; `from` and `to` are UK calendar days, both included. */
export const securityEventQuerySchema = z.object({
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  outcome: z.enum(SECURITY_EVENT_OUTCOMES).optional(),
  /** An account id, or part of a username: matches who acted, whose account it was, or the name typed. */
  user: searchText,
  from: day,
  to: day,
  cursor: cursorField.optional(),
  pageSize,
});

const accountRef = z.object({ id: z.number().int(), username: z.string(), fullName: z.string() });

export const securityEventSchema = z.object({
  id: z.number().int(),
  occurredAt: dateTime,
  type: z.string(),
  outcome: z.string(),
  actor: accountRef.nullable(),
  subject: accountRef.nullable(),
  /** The name typed at a sign-in, which may match no account. */
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type SecurityEventView = Wire<typeof securityEventSchema>;

export const securityEventPageSchema = cursorPageOf(securityEventSchema);
export type SecurityEventPage = Wire<typeof securityEventPageSchema>;

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

export const accountQuerySchema = z.object({
  /** Part of a name, username or email. */
  q: searchText,
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  /** The id the previous page ended with: accounts come newest first. */
  cursor: idCursorField.optional(),
  pageSize,
});

export const adminAccountSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  companyName: z.string().nullable(),
  isActive: z.boolean(),
  mfaEnabled: z.boolean(),
  /** Sessions not yet ended or expired. */
  sessions: z.number().int().min(0),
  createdAt: dateTime,
});
export type AdminAccount = Wire<typeof adminAccountSchema>;

export const adminAccountPageSchema = cursorPageOf(adminAccountSchema);
export type AdminAccountPage = Wire<typeof adminAccountPageSchema>;
