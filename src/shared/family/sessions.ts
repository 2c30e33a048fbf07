import { z } from 'zod';
import '../zod-config.js';
import type { Wire } from '../api/contract.js';
import { scheduledSessionResponseSchema } from '../content/schemas.js';
import { cursorPageOf, cursorQuerySchema, MAX_PAGE_SIZE } from '../pagination.js';
import { dateInput } from '../validation.js';

/** Calendar and history calls list at most this many days at once (decision 049). */
export const MAX_RANGE_DAYS = 92;

export const rangeTooLongMessage = `The date range can be at most ${MAX_RANGE_DAYS} days.`;
export const rangeBackwardsMessage = 'The date range must end after it starts.';

/**
 * A range of scheduled sessions and a page within it. Calendar views want every session of the
 * range, so a page is as large as any list's: fewer round trips, still about 50 KB.
 */
export const sessionRangeQuerySchema = cursorQuerySchema.extend({
  from: dateInput().optional(),
  to: dateInput().optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

/** One page of sessions, soonest first; `nextCursor` continues within the same range. */
export const scheduledSessionPageSchema = cursorPageOf(scheduledSessionResponseSchema);
export type ScheduledSessionPage = Wire<typeof scheduledSessionPageSchema>;
