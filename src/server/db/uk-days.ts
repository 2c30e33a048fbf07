import { sql } from 'drizzle-orm';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';

// Written into the statement, not bound, so a query reads the same text as an index on it would.
const AT_UK = sql.raw(`at time zone '${UK_ZONE}'`);

/** The start of a UK calendar day (plus some days): admins' day filters, whatever the server's zone. */
export const ukMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp ${AT_UK})`;
