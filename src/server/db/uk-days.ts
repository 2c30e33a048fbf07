import { sql } from 'drizzle-orm';

/** The start of a UK calendar day (plus some days): admins' day filters, whatever the server's zone. */
export const ukMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/London')`;
