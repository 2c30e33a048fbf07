import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIVE_SESSION_SUBJECT } from '../../shared/constants.js';
import type { Db } from './client.js';

/** More subjects than any catalogue teaches; it only keeps the filter's answer bounded. */
const MAX_SUBJECTS = 200;

/**
 * The subject filter matches exactly (spec 2 §5); saying it through lower() as well lets the
 * `lower(subject)` indexes find the rows instead of a scan.
 */
export const exactSubject = (column: PgColumn, subject: string) =>
  sql`(lower(${column}) = lower(${subject}) and ${column} = ${subject})`;

/** How a catalogue list pages, for its OpenAPI description. */
export const CATALOGUE_PAGING =
  'Pass the `nextCursor` of one answer as `cursor` for the next page. `subjects`, for the filter, comes with the first page only: it reads the whole table, so later pages leave it empty.';

/**
 * The distinct subjects a catalogue offers in its filter, within the caller's scope, without the
 * stand-in for a stream that has no subject.
 */
export async function subjectsOf(
  db: Db,
  table: PgTable,
  column: PgColumn,
  scope?: SQL,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subject: sql<string>`${column}` })
    .from(table)
    .where(and(scope, ne(column, LIVE_SESSION_SUBJECT)))
    .orderBy(column)
    .limit(MAX_SUBJECTS);
  return rows.map((row) => row.subject);
}
