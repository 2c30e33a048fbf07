import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { maskedUrl } from './http/masked-url.js';

// Where database errors carry the values of a query: Drizzle and PGlite keep the parameters, and
// PostgreSQL's `detail` repeats a clashing key's values. They may be password hashes or emails.
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'queryOptions']);
const PARAMS_LINE = '\nparams: ';

type Serialized = Record<string, unknown>;

const isDatabaseError = (serialized: Serialized) =>
  typeof serialized.severity === 'string' &&
  typeof serialized.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(serialized.code);

/**
 * The message without the values in it: Drizzle's "Failed query: <sql>\nparams: <values>" keeps
 * its SQL (placeholders only), and PostgreSQL's own quotes the offending value
 * (`invalid input syntax for type integer: "…"`), so a database error's quoted parts go.
 */
function cleanMessage(serialized: Serialized, message: string): string {
  const cut = message.includes(PARAMS_LINE)
    ? message.slice(0, message.indexOf(PARAMS_LINE))
    : message;
  return isDatabaseError(serialized) ? cut.replace(/"[^"]*"/g, '"…"') : cut;
}

function withoutValues(serialized: Serialized): Serialized {
  const clean: Serialized = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (VALUE_KEYS.has(key)) continue;
    clean[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? withoutValues(value as Serialized)
        : value;
  }
  const { message, stack } = clean;
  if (typeof message === 'string') {
    const kept = cleanMessage(serialized, message);
    clean.message = kept;
    if (typeof stack === 'string') clean.stack = stack.replace(message, kept);
  }
  return clean;
}

/** Errors in the log keep their type, message, SQL and stack, never the values a query carried. */
export const errorSerializer = (err: Error): Serialized =>
  withoutValues(pino.stdSerializers.errWithCause(err));

/** The innermost cause's message, without values: a one-line reason for a warning. */
export function safeReason(err: Error): string {
  let inner: unknown = err;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const { message } = errorSerializer(inner as Error);
  return typeof message === 'string' ? message : '';
}

/** Fastify's request fields, with the URL's tokens and query values masked (ASVS 14.2.1, 16.2.5). */
export const requestSerializer = (request: FastifyRequest): Serialized => ({
  method: request.method,
  url: maskedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The pino settings of the web server and of `npm run worker`. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: { err: errorSerializer, req: requestSerializer },
});
