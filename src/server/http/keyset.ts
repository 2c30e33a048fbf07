import { and, asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { IdCursor, TimeCursor, UuidCursor } from '../../shared/pagination.js';
import { MAX_ID } from '../../shared/validation.js';

/**
 * Keyset paging (decision 049): a page starts after the last row of the one before, never at an
 * offset. Each helper takes the cursor its list's query schema checked (src/shared/pagination.ts),
 * so its shape is known here.
 */
export type Direction = 'asc' | 'desc';

/** A timestamp as whole microseconds since 1970, exactly as stored, for the cursor of its row. */
export const microsOf = (column: Column) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The ORDER BY of a list sorted by its keys, every key in the same direction as the cursor compares. */
export const keysetOrder = (direction: Direction, ...keys: Column[]) =>
  keys.map((key) => (direction === 'asc' ? asc(key) : desc(key)));

/** A checked `micros.key` cursor's two parts. */
const split = (cursor: TimeCursor | UuidCursor) => cursor.split('.') as [string, string];

/** Rows after the cursor `micros.id` in a list sorted by (time, id); everything without a cursor. */
export function afterTimeCursor(
  cursor: TimeCursor | undefined,
  direction: Direction,
  time: Column,
  id: Column,
): SQL | undefined {
  return afterTimeAndKey(cursor, direction, time, id, (rowId) => sql`${Number(rowId)}::int`);
}

/** afterTimeCursor for tables keyed by a uuid, such as pg-boss's jobs: the cursor is `micros.uuid`. */
export function afterTimeUuidCursor(
  cursor: UuidCursor | undefined,
  direction: Direction,
  time: Column,
  id: Column,
): SQL | undefined {
  return afterTimeAndKey(cursor, direction, time, id, (rowId) => sql`${rowId}::uuid`);
}

function afterTimeAndKey(
  cursor: TimeCursor | UuidCursor | undefined,
  direction: Direction,
  time: Column,
  id: Column,
  keyOf: (rowId: string) => SQL,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const [micros, rowId] = split(cursor);
  const comparison = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${time}, ${id}) ${comparison} (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${keyOf(rowId)})`;
}

/** Later than any time a cursor can name (sixteen digits of microseconds reach 2286). */
const END_OF_TIME_MICROS = '10000000000000000';

/**
 * `(time, id)` after the row that the placeholders `micros` and `id` name, in a prepared
 * statement's keyset comparison; `timeKeyAfter` gives their values.
 */
export function afterTimeKey(direction: Direction, time: Column, id: Column): SQL {
  const comparison = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${time}, ${id}) ${comparison} (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('id')}::int)`;
}

/**
 * The row a page starts after: the cursor's; for a first page, the moment `start` (rows after
 * it) or else the start of the list in its direction. One comparison serves every page, so one
 * prepared statement does.
 */
export function timeKeyAfter(
  cursor: TimeCursor | undefined,
  direction: Direction,
  start?: Date,
): { micros: string; id: number } {
  if (cursor !== undefined) {
    const [micros, rowId] = split(cursor);
    return { micros, id: Number(rowId) };
  }
  if (start) return { micros: String(start.getTime() * 1000), id: MAX_ID };
  return direction === 'asc' ? { micros: '0', id: 0 } : { micros: END_OF_TIME_MICROS, id: 0 };
}

/** Rows after the cursor `id` in a list sorted by id alone. */
export function afterIdCursor(
  cursor: IdCursor | undefined,
  direction: Direction,
  id: Column,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const comparison = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`${id} ${comparison} ${Number(cursor)}::int`;
}

/** The cursor of a row in a list sorted by (time, id): `micros` comes from `microsOf`. */
export const timeCursorOf = (micros: string, id: number | string) => `${micros}.${id}`;

/**
 * One page from `pageSize + 1` rows: the extra row only tells that another page follows, so no
 * count of the whole list is ever needed.
 */
export function pageFrom<R, T>(
  rows: R[],
  pageSize: number,
  cursorOf: (row: R) => string,
  present: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > pageSize && last !== undefined ? cursorOf(last) : null,
  };
}

/** A list sorted by (time, id), the id an integer. */
interface TimeKeys {
  direction: Direction;
  time: Column;
  id: Column;
}
/** A list sorted by (time, uuid), such as pg-boss's jobs or data exports. */
interface UuidKeys {
  direction: Direction;
  time: Column;
  uuid: Column;
}
/** A list sorted by id alone. */
interface IdKeys {
  direction: Direction;
  id: Column;
}
interface PageQuery<C> {
  cursor?: C | undefined;
  pageSize: number;
}

/**
 * The rows of one page of a keyset-paged list: those `where` keeps after the cursor, in the list's
 * order, and one more than the page, from which pageFrom tells that another page follows. Every
 * keyset-paged list builds its page with this; `select` is the list's query made `$dynamic()`.
 */
export function keysetRows<T extends PgSelect>(
  select: T,
  keys: TimeKeys,
  page: PageQuery<TimeCursor>,
  where?: SQL,
): T;
export function keysetRows<T extends PgSelect>(
  select: T,
  keys: UuidKeys,
  page: PageQuery<UuidCursor>,
  where?: SQL,
): T;
export function keysetRows<T extends PgSelect>(
  select: T,
  keys: IdKeys,
  page: PageQuery<IdCursor>,
  where?: SQL,
): T;
export function keysetRows<T extends PgSelect>(
  select: T,
  keys: TimeKeys | UuidKeys | IdKeys,
  { cursor, pageSize }: PageQuery<TimeCursor | UuidCursor | IdCursor>,
  where?: SQL,
): T {
  const { direction } = keys;
  const [after, order] =
    'uuid' in keys
      ? [
          afterTimeUuidCursor(cursor as UuidCursor, direction, keys.time, keys.uuid),
          keysetOrder(direction, keys.time, keys.uuid),
        ]
      : 'time' in keys
        ? [
            afterTimeCursor(cursor as TimeCursor, direction, keys.time, keys.id),
            keysetOrder(direction, keys.time, keys.id),
          ]
        : [afterIdCursor(cursor as IdCursor, direction, keys.id), keysetOrder(direction, keys.id)];
  return select
    .where(and(where, after))
    .orderBy(...order)
    .limit(pageSize + 1);
}
