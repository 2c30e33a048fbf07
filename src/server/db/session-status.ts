import { customType } from 'drizzle-orm/pg-core';

/** A scheduled session's status as stored: trimmed and lower case, whatever case it came in. */
export const canonicalStatus = (status: string) => status.trim().toLowerCase();

/**
 * The status column of scheduled_sessions. Statuses once arrived in any case (spec 2 §4); every
 * write through Drizzle now stores the canonical form and a CHECK refuses any other (migration
 * 0026, decision 101), so reads compare it as it is, and the indexes need no lower().
 */
export const sessionStatus = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: canonicalStatus,
});
