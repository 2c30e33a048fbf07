import { sql } from 'drizzle-orm';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';

/*
 * Constants written into a statement instead of sent as parameters. PostgreSQL gives a prepared
 * statement a generic plan, planned once, only when its estimate is close to the per-call plans,
 * and it cannot estimate a LIMIT or a time zone it is not shown: a parameter LIMIT counts as a
 * tenth of the rows. The family's upcoming sessions then re-planned on every call, and planning
 * cost three times the execution (issue 28, decision 113).
 */

/** The UK time zone as an SQL literal: a fixed constant, never input. */
export const ukZone = sql.raw(`'${UK_ZONE}'`);

/**
 * A LIMIT of `rows` written into the statement. Drizzle's limit() takes a number or a placeholder
 * and renders anything else as SQL, so the literal passes through as the number it stands for.
 */
export function fixedLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
