import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, rateEvents } from '../../src/server/db/schema.js';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import type { CurrentUser } from '../../src/shared/auth/schemas.js';
import { MSG, SERVER_MSG } from '../../src/shared/messages.js';
import {
  createTestApp,
  emailsTo,
  lastEmailTo,
  signIn,
  signInAs,
  type TestApp,
} from './support/app.js';
import { statementsDuring } from './support/statements.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-password';

/** Asks for a reset link and returns the token from the email it sent. */
async function resetTokenFor(username: string, email: string, remoteAddress?: string) {
  const res = await t.post(
    '/api/reset-password',
    { username },
    remoteAddress ? { remoteAddress } : {},
  );
  expect(res.statusCode).toBe(200);
  await t.jobsIdle();
  const mail = await lastEmailTo(t.db, email);
  const match = mail?.textBody.match(/http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`No reset link in the email: ${mail?.textBody}`);
  return match[1];
}

const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.post('/api/reset-password/confirm', { token, password, confirmPassword });

describe('POST /api/recover-username', () => {
  it('answers the same for a known and an unknown email, and mails only the real account', async () => {
    const user = await createUser(t.db, { email: 'known.parent@example.com' });
    const known = await t.post('/api/recover-username', { email: 'Known.Parent@Example.com' });
    const unknown = await t.post('/api/recover-username', { email: 'nobody@example.com' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.recoverUsernameDone });
    }
    await t.jobsIdle();
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.textBody).toContain(user.username);
    expect(mail?.subject).toMatch(/username/i);
    await t.jobsIdle();
    expect(await emailsTo(t.db, 'nobody@example.com')).toHaveLength(0);
  });

  it('sends nothing for a deactivated account, with the same answer', async () => {
    const user = await createUser(t.db, { deactivatedAt: new Date() });
    const res = await t.post('/api/recover-username', { email: user.email });
    expect(res.json()).toEqual({ message: MSG.recoverUsernameDone });
    await t.jobsIdle();
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
  });

  it('validates the email with the form message', async () => {
    const res = await t.post('/api/recover-username', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG.emailInvalid,
      errors: { email: [MSG.emailInvalid] },
    });
  });
});

describe('POST /api/reset-password', () => {
  it('answers the same for a known and an unknown username, and mails only the real account', async () => {
    const user = await createUser(t.db);
    const known = await t.post('/api/reset-password', { username: user.username });
    const unknown = await t.post('/api/reset-password', { username: 'no-such-user' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.resetPasswordDone });
    }
    await t.jobsIdle();
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.textBody).toMatch(/reset-password\?token=/);
    // Only a hash of the token is kept.
    const [token] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(mail?.textBody).not.toContain(token!.tokenHash);
  });

  it('validates the username with the form message', async () => {
    const res = await t.post('/api/reset-password', { username: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { username: [MSG.usernameMin] } });
  });

  it('sends at most 3 emails an hour for one account, answering the same', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await t.post(
        '/api/reset-password',
        { username: user.username },
        { remoteAddress: `10.1.0.${i}` },
      );
      expect(res.json()).toEqual({ message: MSG.resetPasswordDone });
    }
    await t.jobsIdle();
    expect(await emailsTo(t.db, user.email)).toHaveLength(3);
  });

  it('sends at most 3 emails for one account when 20 resets arrive at once', async () => {
    const user = await createUser(t.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post(
          '/api/reset-password',
          { username: user.username },
          { remoteAddress: `10.1.2.${i}` },
        ),
      ),
    );
    await t.jobsIdle();
    expect(await emailsTo(t.db, user.email)).toHaveLength(3);
  });

  it('sends at most 20 emails an hour on behalf of one address', async () => {
    const people = await Promise.all(Array.from({ length: 21 }, () => createUser(t.db)));
    for (const person of people) {
      const res = await t.post(
        '/api/recover-username',
        { email: person.email },
        { remoteAddress: '10.1.1.1' },
      );
      expect(res.statusCode).toBe(200);
    }
    await t.jobsIdle();
    const sent = await Promise.all(people.map((person) => emailsTo(t.db, person.email)));
    expect(sent.filter((mails) => mails.length > 0)).toHaveLength(20);
  });
});

describe('POST /api/reset-password/confirm', () => {
  it('sets the new password once, ends every session and activates the account', async () => {
    const user = await createUser(t.db, { isActivated: false, mustChangePassword: true });
    const session = await signInAs(t, user);
    const token = await resetTokenFor(user.username, user.email);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect((await t.get('/api/user', { cookie: session })).statusCode).toBe(401);

    const old = await t.post('/api/login', {
      username: user.username,
      password: TEST_PASSWORD,
      role: 'student',
    });
    expect(old.statusCode).toBe(401);
    const cookie = await signIn(t, user.username, NEW_PASSWORD, 'student');
    const me = (await t.get('/api/user', { cookie })).json<CurrentUser>();
    expect(me).toMatchObject({ isActivated: true, mustChangePassword: false });

    await t.jobsIdle();
    expect((await lastEmailTo(t.db, user.email))?.subject).toMatch(/password was changed/);

    const again = await confirm(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SERVER_MSG.resetLinkInvalid });
    await signIn(t, user.username, NEW_PASSWORD, 'student');
  });

  it('refuses an expired token and an unknown one with 400', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.username, user.email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    for (const value of [token, 'made-up-token']) {
      const res = await confirm(value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SERVER_MSG.resetLinkInvalid });
    }
    await signInAs(t, user);
  });

  it('says Passwords do not match without using the token', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.username, user.email);
    const res = await confirm(token, NEW_PASSWORD, 'something-else');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { confirmPassword: [MSG.passwordsDoNotMatch] } });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('retires every other link once one of them has changed the password', async () => {
    const user = await createUser(t.db);
    const first = await resetTokenFor(user.username, user.email, '10.1.2.1');
    const second = await resetTokenFor(user.username, user.email, '10.1.2.2');
    expect(first).not.toBe(second);
    expect((await confirm(second)).statusCode).toBe(200);
    const stale = await confirm(first, 'an-attackers-password');
    expect(stale.statusCode).toBe(400);
    await signIn(t, user.username, NEW_PASSWORD, 'student');
  });

  it('retires outstanding links when the password is changed on the account page', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.username, user.email, '10.1.3.1');
    const cookie = await signInAs(t, user);
    const changed = await t.post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token, 'an-attackers-password')).statusCode).toBe(400);
    await signIn(t, user.username, NEW_PASSWORD, 'student');
  });
});

describe('equal work whether or not the account exists', () => {
  it('answers both recovery forms with the same statements, none of which reads accounts', async () => {
    // Its own database and a clock nobody moves: no worker or timer issues anything meanwhile.
    const quiet = await createTestApp({ workers: false, jobs: { clock: new TestClock() } });
    try {
      const user = await createUser(quiet.db);
      const post = (url: string, body: object) => async () => {
        expect((await quiet.post(url, body)).statusCode).toBe(200);
      };
      for (const [url, known, unknown] of [
        ['/api/reset-password', { username: user.username }, { username: 'no-such-user' }],
        ['/api/recover-username', { email: user.email }, { email: 'nobody@example.com' }],
      ] as const) {
        const forKnown = await statementsDuring(quiet.database, post(url, known));
        const forUnknown = await statementsDuring(quiet.database, post(url, unknown));
        expect(forKnown.length).toBeGreaterThan(0);
        expect(forUnknown).toEqual(forKnown);
        expect(forKnown.join('\n')).not.toMatch(/users|account_tokens|email_outbox/);
      }
    } finally {
      await quiet.close();
    }
  });
});

describe('limits with several workers', () => {
  it('two workers racing for the last email an account may get send it once', async () => {
    const user = await createUser(t.db);
    const subject = `user:${user.id}`;
    // Two of the three emails an hour are spent: room for exactly one more.
    await t.db.insert(rateEvents).values([
      { bucket: 'account_email', subject, ip: '10.1.5.1' },
      { bucket: 'account_email', subject, ip: '10.1.5.2' },
    ]);
    const second = await createTestApp({ database: t.database });
    try {
      // On PostgreSQL, nobody may record an event until both workers have a request in hand, so
      // both have counted before either records, unless the count waits its turn. PGlite has one
      // connection, where a transaction runs alone.
      const held = t.database.kind === 'postgres' ? await holdRateEvents(t) : null;
      for (const ip of ['10.1.5.3', '10.1.5.4']) {
        const res = await t.post(
          '/api/reset-password',
          { username: user.username },
          { remoteAddress: ip },
        );
        expect(res.statusCode).toBe(200);
      }
      await held?.releaseWhenWaiting(2);
      await t.jobsIdle();
      expect(await emailsTo(t.db, user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

/** Blocks writes to rate_events from another connection until `releaseWhenWaiting`. */
async function holdRateEvents(app: TestApp) {
  const { connection } = app.database;
  if (connection.kind !== 'postgres') throw new Error('Needs PostgreSQL');
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table rate_events in exclusive mode');
  return {
    async releaseWhenWaiting(waiters: number) {
      try {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_locks
             where not granted and database = (select oid from pg_database where datname = current_database())`,
          );
          if (rows[0]!.n >= waiters || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await client.query('commit');
        await client.end();
      }
    },
  };
}
