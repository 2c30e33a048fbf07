import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { AUDIT_REASONS } from '../audit/events.js';

// The texts live apart from the schemas, so a screen that shows one does not load zod.
export { ERASURE_GRACE_DAYS, ERASURE_MSG } from './erasure-messages.js';

/** Where a parent's own erasure stands. */
export const erasureStatusSchema = z.object({
  /** When the account will be erased; null when nothing is pending. */
  pendingUntil: dateTime.nullable(),
  /** When signing in last cancelled a pending erasure, within the grace period; else null. */
  cancelledAt: dateTime.nullable(),
});
export type ErasureStatus = Wire<typeof erasureStatusSchema>;

export const adminErasureSchema = z.object({
  reason: z.enum(AUDIT_REASONS, { error: 'Choose a reason.' }),
});
