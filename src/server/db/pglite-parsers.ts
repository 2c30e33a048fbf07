import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL's own text: a Date would drop a timestamp's microseconds,
 * which the keyset cursors keep. Drizzle's PGlite driver names these parsers on every query, and
 * PGlite then copies its whole map of about 300 parsers into a new object for that query: 80 µs of
 * the 870 µs a signed-in request took (decision 073). The client's own map holds them instead.
 */
const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];

const asText = (value: string) => value;

/** What the job engine reads times as: PGlite's defaults, Dates, as node-postgres gives it. */
const ENGINE_PARSERS: QueryOptions['parsers'] = {
  [types.TIMESTAMP]: types.parsers[types.TIMESTAMP]!,
  [types.TIMESTAMPTZ]: types.parsers[types.TIMESTAMPTZ]!,
  [types.DATE]: types.parsers[types.DATE]!,
};

/** Sets the client's own parsers; waits until it is ready, since readiness sets the array ones. */
export async function readTimesAsText(client: PGlite): Promise<void> {
  await client.waitReady;
  for (const type of READ_AS_TEXT) client.parsers[type] = asText;
}

// Drizzle passes only the row mode besides the parsers, which the client now holds.
const rowModeOnly = (options?: QueryOptions) => options && { rowMode: options.rowMode };

const withoutQueryParsers = (tx: Transaction): Transaction =>
  Object.assign(Object.create(tx) as Transaction, {
    query: ((text, params, options) =>
      tx.query(text, params, rowModeOnly(options))) as Transaction['query'],
  });

/** The client as Drizzle should see it: its queries leave the parsers to the client. */
export const forDrizzle = (client: PGlite): PGlite =>
  ({
    query: ((text, params, options) =>
      client.query(text, params, rowModeOnly(options))) as PGlite['query'],
    transaction: (callback) => client.transaction((tx) => callback(withoutQueryParsers(tx))),
  }) as PGlite;

/** The client as the job engine should see it: times as Dates, on the few calls it makes. */
export const forJobEngine = (client: PGlite) => ({
  query: ((text, params) =>
    client.query(text, params, { parsers: ENGINE_PARSERS })) as PGlite['query'],
  exec: ((text) => client.exec(text, { parsers: ENGINE_PARSERS })) as PGlite['exec'],
  listen: ((channel, callback) => client.listen(channel, callback)) as PGlite['listen'],
});
