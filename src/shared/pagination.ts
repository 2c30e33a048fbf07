import { z } from 'zod';
import { MAX_ID } from './validation.js';

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * Where the previous page ended, as the answer gave it: the last row's time in microseconds since
 * 1970 and its id (`1732000000000000.42`), or its id alone for lists sorted by id. The browser only
 * sends back what it was given.
 */
export const cursorField = z
  .string()
  .regex(/^(\d{1,16}\.)?\d{1,10}$/, 'Invalid cursor.')
  .refine((text) => Number(text.split('.').at(-1)) <= MAX_ID, 'Invalid cursor.');

/** The query of a keyset-paged list: the cursor of the previous answer, and how many rows to send. */
export const cursorQuerySchema = z.object({
  cursor: cursorField.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * The query of a list keyed by (time, uuid), such as pg-boss's jobs or data exports: its cursor is
 * `micros.uuid` rather than the `micros.id` of tables keyed by a serial.
 */
export const uuidCursorQuerySchema = cursorQuerySchema.extend({
  cursor: z
    .string()
    .regex(
      /^\d{1,16}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'Invalid cursor.',
    )
    .optional(),
});

/** A page of a keyset-paged list: `nextCursor` asks for the following one, null at the end. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A cursor page of a catalogue that also lists the subjects its filter offers. */
export const filteredCursorPageOf = <T extends z.ZodType>(item: T) =>
  cursorPageOf(item).extend({ subjects: z.array(z.string()) });
