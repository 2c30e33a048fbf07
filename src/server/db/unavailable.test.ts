import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error in its own, with the original as the cause.
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, shutting down or cut off, also when wrapped', () => {
    const lost = [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')], ''),
    ];
    for (const error of lost) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves errors in the query itself and a closed pool to the 500 path', () => {
    const others = [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error'),
      new Error('Cannot use a pool after calling end on the pool'),
      'a string',
      undefined,
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
  });
});
