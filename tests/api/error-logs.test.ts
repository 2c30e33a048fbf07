import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { loggerOptions, safeReason } from '../../src/server/logging.js';
import { createTestApp, type TestApp } from './support/app.js';

/* Issue 13 §3: a failed query's values (password hashes, emails) never reach the log. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Logs the error as the app does and returns what was written. */
function logged(err: unknown): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  pino(loggerOptions('info'), stream).error({ err }, 'request failed');
  return lines.join('');
}

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the query to fail');
};

describe('error logs', () => {
  it('keep a failed insert’s message and SQL but not its password hash or email', async () => {
    const existing = await createUser(t.db);
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-in-a-log';
    const err = await failure(() =>
      t.db.insert(users).values({
        username: `clash_${existing.id}`,
        email: existing.email,
        fullName: 'Clash',
        passwordHash: hash,
        role: 'parent',
      }),
    );
    const line = logged(err);
    expect(line).toContain('Failed query: insert into');
    expect(line).toContain('users_email_lower_idx');
    expect(line).not.toContain('secret-hash-in-a-log');
    expect(line).not.toContain(existing.email);
  });

  it('leave out the parameters of a failed select', async () => {
    const err = await failure(() => t.db.execute(sql`select ${'not-a-number-secret'}::int`));
    const line = logged(err);
    expect(line).toContain('Failed query');
    expect(line).not.toContain('not-a-number-secret');
  });

  it('give a lost connection as its driver reason, without the query behind it', () => {
    const lost = new Error('Failed query: select $1\nparams: secret-in-a-reason', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(safeReason(lost)).toBe('Connection terminated unexpectedly');
  });
});
