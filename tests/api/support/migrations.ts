import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.js';
import { rowsOf } from './app.js';

/* For tests of a migration on data written before it: an older schema, and data copied into it. */

const drizzleFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** A copy of the migrations folder up to and including `last`, as drizzle's migrator reads it. */
export function migrationsUpTo(last: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'classperk-migrations-'));
  const journal = JSON.parse(
    readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  if (upTo < 0) throw new Error(`No migration ${last} in the journal.`);
  const entries = journal.entries.slice(0, upTo + 1);
  cpSync(path.join(drizzleFolder, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const file of readdirSync(drizzleFolder).filter((f) => f.endsWith('.sql'))) {
    if (entries.some((entry) => `${entry.tag}.sql` === file)) {
      cpSync(path.join(drizzleFolder, file), path.join(dir, file));
    }
  }
  return dir;
}

/** Each table of the public schema with its columns that take values (not generated). */
async function tablesOf(db: Db) {
  const rows = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/**
 * Copies every row of `source` into the older schema of `target`: each table `target` has, with
 * the columns it had then, so what later migrations added is left behind (a class session without
 * its class_id is what it was before classes, a session of its year group). One transaction with
 * the foreign keys' triggers off, since tables go in any order; the sequences then continue after
 * the copied ids. Returns how many rows each table received.
 */
export async function copyIntoOlderSchema(source: Db, target: Db): Promise<Map<string, number>> {
  const [from, to] = await Promise.all([tablesOf(source), tablesOf(target)]);
  const copied = new Map<string, number>();
  await target.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, columns] of to) {
      const shared = columns.filter((column) => from.get(table)?.includes(column));
      if (shared.length === 0) continue;
      const list = sql.join(
        shared.map((column) => sql.identifier(column)),
        sql`, `,
      );
      const name = sql.identifier(table);
      const [dump] = await rowsOf<{ rows: string | null; n: number }>(
        source,
        sql`select json_agg(t)::text as rows, count(*)::int as n from (select ${list} from ${name}) t`,
      );
      if (!dump?.rows) continue;
      await tx.execute(
        sql`insert into ${name} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${name}, ${dump.rows}::json)`,
      );
      copied.set(table, dump.n);
    }
    const serials = await rowsOf<{ table: string; column: string }>(
      tx,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table, column } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false)
            from ${sql.identifier(table)}`,
      );
    }
  });
  return copied;
}
