import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { scheduledSessions } from './schema.js';
import { fixedLimit, ukZone } from './plan-literals.js';

const db = drizzle.mock();
const dialect = new PgDialect();

describe('plan literals', () => {
  it('writes the LIMIT and the UK zone into the statement, with no parameter for either', () => {
    const query = db
      .select({ id: scheduledSessions.id })
      .from(scheduledSessions)
      .where(sql`${scheduledSessions.scheduledFor} > now() at time zone ${ukZone}`)
      .limit(fixedLimit(20));
    const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
    expect(text).toMatch(/ limit 20$/);
    expect(text).toContain(`at time zone 'Europe/London'`);
    expect(params).toEqual([]);
  });

  it('refuses anything but a row count', () => {
    for (const rows of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fixedLimit(rows)).toThrow(RangeError);
    }
  });
});
