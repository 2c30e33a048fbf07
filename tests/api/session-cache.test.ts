import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { createTestApp, rowsOf, signInAs, type TestApp } from './support/app.js';
import { statementsDuring } from './support/statements.js';

// Kept for a minute here, so an answer that changes within the two seconds given below was
// changed by the notification, never by the kept session running out.
const env = { SESSION_CACHE_SECONDS: '60' };
const NOTICE_MS = 2_000;

let here: TestApp;
let there: TestApp;
beforeAll(async () => {
  here = await createTestApp({ env });
  there = await createTestApp({ env, database: here.database, workers: false });
});
afterAll(async () => {
  await there.close();
  await here.close();
});

const userStatus = (cookie: string) =>
  here.get('/api/user', { cookie }).then((res) => res.statusCode);

/** How many statements a signed-in call on this server sends about sessions. */
async function sessionReads(cookie: string) {
  const statements = await statementsDuring(here.database, async () => {
    expect(await userStatus(cookie)).toBe(200);
  });
  return statements.filter((text) => text.includes('auth_sessions')).length;
}

/** Signs in and calls on this server until it keeps the session (from its second call or so). */
async function keptSession() {
  const user = await createUser(here.db);
  const cookie = await signInAs(here, user);
  await expect.poll(() => sessionReads(cookie), { timeout: NOTICE_MS }).toBe(0);
  return { user, cookie };
}

describe('the kept session (decision 073)', () => {
  it('answers signed-in calls without reading the session again once it has read it', async () => {
    const { cookie } = await keptSession();
    expect(await sessionReads(cookie)).toBe(0);
    expect(await sessionReads(cookie)).toBe(0);
  });

  it('moves an old session’s last use forward once, not on every kept call', async () => {
    await keptSession(); // this server now listens, so it keeps what it reads
    const user = await createUser(here.db);
    const cookie = await signInAs(here, user);
    await here.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(authSessions.userId, user.id));
    expect(await sessionReads(cookie)).toBe(2); // the read and the touch
    expect(await sessionReads(cookie)).toBe(0);
  });

  it('forgets a session signed out on this server before answering again', async () => {
    const { cookie } = await keptSession();
    await here.post('/api/logout', undefined, { cookie });
    expect(await userStatus(cookie)).toBe(401);
  });

  it('forgets a session signed out on another server', async () => {
    const { cookie } = await keptSession();
    expect((await there.post('/api/logout', undefined, { cookie })).statusCode).toBe(200);
    await expect.poll(() => userStatus(cookie), { timeout: NOTICE_MS }).toBe(401);
  });

  it('forgets the sessions of an account deactivated by any writer', async () => {
    const { user, cookie } = await keptSession();
    await here.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    await expect.poll(() => userStatus(cookie), { timeout: NOTICE_MS }).toBe(401);
  });

  it('shows a change to the account made elsewhere', async () => {
    const { user, cookie } = await keptSession();
    await there.db
      .update(users)
      .set({ fullName: 'Renamed Elsewhere' })
      .where(eq(users.id, user.id));
    await expect
      .poll(
        async () => (await here.get('/api/user', { cookie })).json<{ fullName: string }>().fullName,
        { timeout: NOTICE_MS },
      )
      .toBe('Renamed Elsewhere');
  });

  it('keeps another account signed in when one changes', async () => {
    const kept = await keptSession();
    const other = await keptSession();
    await here.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, other.user.id));
    await expect.poll(() => userStatus(other.cookie), { timeout: NOTICE_MS }).toBe(401);
    expect(await userStatus(kept.cookie)).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'forgets everything when it loses the notifications, so a change missed meanwhile is never served',
    async () => {
      const { user, cookie } = await keptSession();
      const listener = sql`select pid from pg_stat_activity
        where application_name = 'classperk-session_changes' and datname = current_database()`;
      const pids = await rowsOf<{ pid: number }>(here.db, listener);
      expect(pids.length).toBeGreaterThan(0);
      for (const { pid } of pids) await here.db.execute(sql`select pg_terminate_backend(${pid})`);
      await here.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
      await expect.poll(() => userStatus(cookie), { timeout: NOTICE_MS }).toBe(401);
    },
  );
});
