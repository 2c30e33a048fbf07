/*
 * Errors that say the database cannot be reached right now (a restart, a failover, a cut
 * connection), as opposed to errors in the query itself. They answer 503 and pass by themselves.
 */

// Node's socket errors when the server is down or the connection was cut.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// PostgreSQL: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is
// connection_exception.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports a cut connection and a pool connect timeout only by message.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code))) return true;
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (error instanceof AggregateError && error.errors.some(matches)) return true;
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}

/** True when the error, or any error it wraps (Drizzle wraps the driver's), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
