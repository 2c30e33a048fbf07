import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** 'Zoë O'Brien-Smith' → 'zoe.obriensmith': readable, ASCII, safe as a username. */
export function usernameBase(fullName: string): string {
  const parts = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  const base = parts.length > 1 ? `${parts[0]}.${parts[parts.length - 1]}` : (parts[0] ?? '');
  return (base.length >= 3 ? base : `user${base}`).slice(0, 40);
}

/**
 * Hands out unique usernames for a batch: the base name, then base2, base3… skipping names
 * already taken in the database or earlier in the batch. One query for the whole batch.
 */
export async function usernameAllocator(db: Db, bases: string[]) {
  const unique = [...new Set(bases)];
  const taken = new Set<string>();
  if (unique.length > 0) {
    const patterns = unique.map((base) => `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(
        sql`lower(${users.username}) like any(array[${sql.join(
          patterns.map((pattern) => sql`${pattern}`),
          sql`, `,
        )}])`,
      );
    for (const row of rows) taken.add(row.username);
  }
  return (base: string) => {
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
    taken.add(candidate);
    return candidate;
  };
}
