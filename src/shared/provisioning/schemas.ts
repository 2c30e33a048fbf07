import { z } from 'zod';
import { dateTime } from '../api/contract.js';
import { cursorPageOf } from '../pagination.js';

/* The employer contact's Provisioning page: SCIM's address and token, and what the directory did. */

/** What a provisioning event records: the directory's changes, and a new token made. */
export const PROVISIONING_ACTIONS = [
  'created',
  'updated',
  'deactivated',
  'reactivated',
  'deleted',
  'token_rotated',
] as const;
export type ProvisioningAction = (typeof PROVISIONING_ACTIONS)[number];

export const provisioningSchema = z.object({
  /** The SCIM base URL the identity provider is given. */
  baseUrl: z.string(),
  /** The current SCIM token's last four characters and when it was made; null before the first. */
  current: z.object({ lastFour: z.string(), madeAt: dateTime }).nullable(),
  /** Days a leaver's children keep their places; null is to the end of the month. */
  noticeDays: z.number().int().nullable(),
});

/** The new token, in the one answer that ever holds it. */
export const newScimTokenSchema = z.object({ token: z.string() });

export const provisioningEventSchema = z.object({
  id: z.number().int(),
  occurredAt: dateTime,
  action: z.enum(PROVISIONING_ACTIONS),
  userName: z.string().nullable(),
});

export const provisioningEventPageSchema = cursorPageOf(provisioningEventSchema);
