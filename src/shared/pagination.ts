import { z } from 'zod';
import { MAX_ID } from './validation.js';

import { MAX_PAGE_SIZE, PAGE_SIZE } from './page-sizes.js';

export { MAX_PAGE_SIZE, PAGE_SIZE };

const INVALID_CURSOR = 'Invalid cursor.';
const idWithinRange = (text: string) => Number(text.split('.').at(-1)) <= MAX_ID;

/*
 * A cursor says where the previous page ended, as the answer gave it; the browser only sends back
 * what it was given. Each kind of list has its own shape, checked here, so a list is never handed
 * a cursor another kind of list gives out (a time read as an id failed in the database). The
 * brands let the keyset helpers take only a cursor their list's schema checked.
 */

/** A list sorted by (time, id): the last row's time in microseconds since 1970 and its id (`1732000000000000.42`). */
export const cursorField = z
  .string()
  .regex(/^\d{1,16}\.\d{1,10}$/, INVALID_CURSOR)
  .refine(idWithinRange, INVALID_CURSOR)
  .brand<'TimeCursor'>();
export type TimeCursor = z.output<typeof cursorField>;

/** A list sorted by id alone: the last row's id. */
export const idCursorField = z
  .string()
  .regex(/^\d{1,10}$/, INVALID_CURSOR)
  .refine(idWithinRange, INVALID_CURSOR)
  .brand<'IdCursor'>();
export type IdCursor = z.output<typeof idCursorField>;

/** A list keyed by (time, uuid), such as pg-boss's jobs or data exports: `micros.uuid`. */
const uuidCursorField = z
  .string()
  .regex(/^\d{1,16}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, INVALID_CURSOR)
  .brand<'UuidCursor'>();
export type UuidCursor = z.output<typeof uuidCursorField>;

/** The query of a list sorted by (time, id): the previous answer's cursor, and how many rows to send. */
export const cursorQuerySchema = z.object({
  cursor: cursorField.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** The query of a list sorted by id alone. */
export const idCursorQuerySchema = cursorQuerySchema.extend({ cursor: idCursorField.optional() });

/** The query of a list keyed by (time, uuid). */
export const uuidCursorQuerySchema = cursorQuerySchema.extend({
  cursor: uuidCursorField.optional(),
});

/** A page of a keyset-paged list: `nextCursor` asks for the following one, null at the end. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A cursor page of a catalogue that also lists the subjects its filter offers. */
export const filteredCursorPageOf = <T extends z.ZodType>(item: T) =>
  cursorPageOf(item).extend({ subjects: z.array(z.string()) });
