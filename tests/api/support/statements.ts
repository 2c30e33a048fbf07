import pg from 'pg';
import { vi } from 'vitest';
import type { Database } from '../../../src/server/db/client.js';

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown }).text);

/**
 * The SQL text of every statement `action` sends to `database`, in order, without parameters:
 * what the app asked the database to do, whichever of its clients (Drizzle, the job engine) asked.
 */
export async function statementsDuring(
  database: Database,
  action: () => Promise<void>,
): Promise<string[]> {
  const { connection } = database;
  if (connection.kind === 'pglite') {
    const query = vi.spyOn(connection.client, 'query');
    const exec = vi.spyOn(connection.client, 'exec');
    try {
      await action();
      const calls = [query.mock, exec.mock].flatMap((mock) =>
        mock.calls.map(([text], i) => ({ text, order: mock.invocationCallOrder[i]! })),
      );
      return calls.sort((a, b) => a.order - b.order).map(({ text }) => textOf(text));
    } finally {
      query.mockRestore();
      exec.mockRestore();
    }
  }
  // Every pool's connections are pg Clients; other tests' databases are told apart by name.
  const name = new URL(connection.url).pathname.slice(1);
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await action();
    return query.mock.calls
      .filter((_, i) => (query.mock.contexts[i] as pg.Client).database === name)
      .map(([text]) => textOf(text));
  } finally {
    query.mockRestore();
  }
}
