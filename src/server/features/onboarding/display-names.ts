import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * Display names for generated accounts that count on from the company's earlier ones ("Initech
 * Student 7" after 6), decided inside the transaction that creates them and under a lock per
 * company, so two generations at once never hand out the same numbers.
 */
export async function numberedNames(tx: Db, companyId: number, label: string, count: number) {
  const prefix = `${label} `;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`generated-names:${companyId}`}, 0))`,
  );
  const number = sql`substr(${users.fullName}, char_length(${prefix}) + 1)`;
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${number}::int), 0)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        sql`left(${users.fullName}, char_length(${prefix})) = ${prefix}`,
        sql`${number} ~ '^[0-9]{1,9}$'`,
      ),
    );
  const first = (row?.last ?? 0) + 1;
  // Padded within a batch, so a batch's names sort in order.
  const width = String(first + count - 1).length;
  return Array.from(
    { length: count },
    (_, i) => `${prefix}${String(first + i).padStart(width, '0')}`,
  );
}
