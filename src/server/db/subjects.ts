import { and, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIVE_SESSION_SUBJECT } from '../../shared/constants.js';
import type { Db } from './client.js';
import { containsPattern } from './like.js';

/** More subjects than any catalogue teaches; it only keeps the filter's answer bounded. */
const MAX_SUBJECTS = 200;

/**
 * The subject filter matches exactly (spec 2 §5); saying it through lower() as well lets the
 * `lower(subject)` indexes find the rows instead of a scan.
 */
export const exactSubject = (column: PgColumn, subject: string) =>
  sql`(lower(${column}) = lower(${subject}) and ${column} = ${subject})`;

/** The columns of a catalogue table (lessons, live sessions, resources) that its filter reads. */
interface CatalogueColumns {
  title: PgColumn;
  description: PgColumn;
  subject: PgColumn;
}

/** Rows whose title or description contains `search`, in any case. */
export const titleOrDescription = (table: Omit<CatalogueColumns, 'subject'>, search: string) => {
  const pattern = containsPattern(search);
  return or(ilike(table.title, pattern), ilike(table.description, pattern));
};

/** A catalogue's filter (spec 2 §5): `search` in the title or description, `subject` exactly. */
export const catalogueFilter = (
  table: CatalogueColumns,
  { search, subject }: { search?: string | undefined; subject?: string | undefined },
): SQL | undefined =>
  and(
    search ? titleOrDescription(table, search) : undefined,
    subject ? exactSubject(table.subject, subject) : undefined,
  );

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
