import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { IdCursor, TimeCursor, UuidCursor } from '../../shared/pagination.js';
import { dataExports } from '../db/schema-audit.js';
import { users } from '../db/schema.js';
import { keysetRows, pageFrom } from './keyset.js';

// Only the SQL is looked at, so no database is needed.
const db = drizzle.mock();
const time = '1732000000000000' as const;

describe('keysetRows', () => {
  it('keeps what the list keeps after a (time, id) cursor, in the list’s order, one row past the page', () => {
    const query = keysetRows(
      db.select({ id: users.id }).from(users).$dynamic(),
      { direction: 'desc', time: users.createdAt, id: users.id },
      { cursor: `${time}.42` as TimeCursor, pageSize: 10 },
      eq(users.role, 'tutor'),
    ).toSQL();
    expect(query.sql).toContain(
      `where ("users"."role" = $1 and ("users"."created_at", "users"."id") < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::int))`,
    );
    expect(query.sql).toContain(`order by "users"."created_at" desc, "users"."id" desc limit $4`);
    expect(query.params).toEqual(['tutor', time, 42, 11]);
  });

  it('starts at the beginning of the list without a cursor', () => {
    const query = keysetRows(
      db.select({ id: users.id }).from(users).$dynamic(),
      { direction: 'asc', time: users.createdAt, id: users.id },
      { pageSize: 5 },
    ).toSQL();
    expect(query.sql).not.toContain('where');
    expect(query.sql).toContain(`order by "users"."created_at" asc, "users"."id" asc limit $1`);
    expect(query.params).toEqual([6]);
  });

  it('compares a uuid key as a uuid', () => {
    const id = '0b7e1c3a-6f1d-4c1e-9a7b-2f5d8e9c1a2b';
    const query = keysetRows(
      db.select({ id: dataExports.id }).from(dataExports).$dynamic(),
      { direction: 'desc', time: dataExports.createdAt, uuid: dataExports.id },
      { cursor: `${time}.${id}` as UuidCursor, pageSize: 2 },
    ).toSQL();
    expect(query.sql).toContain(
      `("data_exports"."created_at", "data_exports"."id") < (timestamptz 'epoch' + $1::bigint * interval '1 microsecond', $2::uuid)`,
    );
    expect(query.params).toEqual([time, id, 3]);
  });

  it('pages a list sorted by id alone after the id', () => {
    const query = keysetRows(
      db.select({ id: users.id }).from(users).$dynamic(),
      { direction: 'asc', id: users.id },
      { cursor: '7' as IdCursor, pageSize: 3 },
    ).toSQL();
    expect(query.sql).toContain(`where "users"."id" > $1::int order by "users"."id" asc limit $2`);
    expect(query.params).toEqual([7, 4]);
  });
});

describe('pageFrom', () => {
  const page = (rows: number[], size: number) => pageFrom(rows, size, String, (row) => row * 10);

  it('gives the cursor of the last row shown only when the extra row says another page follows', () => {
    expect(page([1, 2, 3], 2)).toEqual({ items: [10, 20], nextCursor: '2' });
    expect(page([1, 2], 2)).toEqual({ items: [10, 20], nextCursor: null });
    expect(page([], 2)).toEqual({ items: [], nextCursor: null });
  });
});
