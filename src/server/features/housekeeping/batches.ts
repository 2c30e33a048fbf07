import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/** Rows a single statement touches; small enough that a backlog of millions never holds a long lock. */
export const BATCH_SIZE = 1000;

/**
 * The keys of up to `limit` rows that match, as a subquery for `key in (...)`. The statement
 * repeats the condition, so a key that is not unique never reaches a row that does not match.
 */
const someOf = (tx: Db, table: PgTable, key: PgColumn, where: SQL | undefined, limit: number) =>
  tx.select({ key }).from(table).where(where).limit(limit);

/**
 * Deletes the rows that match, a batch at a time, each batch its own transaction. `afterBatch`
 * gets each batch's keys once it has committed (to remove files the rows stood for).
 */
export async function deleteInBatches<K>(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  afterBatch?: (keys: K[]) => Promise<void>,
  batchSize = BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) =>
      tx
        .delete(table)
        .where(and(where, inArray(key, someOf(tx, table, key, where, batchSize))))
        .returning({ key }),
    );
    if (afterBatch && batch.length > 0) await afterBatch(batch.map((row) => row.key as K));
    total += batch.length;
    if (batch.length < batchSize) return total;
  }
}

/**
 * Updates the rows that match a batch at a time; `where` must stop matching a row once it is
 * updated, or this never ends. `alongside` runs in each batch's transaction with its keys.
 */
export async function updateInBatches<T extends PgTable, K>(
  db: Db,
  table: T,
  key: PgColumn,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
  alongside?: (tx: Db, keys: K[]) => Promise<void>,
  batchSize = BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const batch = await tx
        .update(table)
        .set(set)
        .where(and(where, inArray(key, someOf(tx, table, key, where, batchSize))))
        .returning({ key });
      if (alongside && batch.length > 0)
        await alongside(
          tx,
          batch.map((row) => row.key as K),
        );
      return batch.length;
    });
    total += count;
    if (count < batchSize) return total;
  }
}
