import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/factories/index.js';
import { SESSION_COOKIE } from '../../src/server/identity/sessions.js';
import { HOUSEKEEPING_TASKS } from '../../src/server/features/housekeeping/tasks.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionsOf = (userId: number) =>
  t.db.select().from(authSessions).where(eq(authSessions.userId, userId));

describe('sessions', () => {
  it('logout deletes the session; the old cookie then gets 401', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const res = await t.post('/api/logout', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared).toMatchObject({ path: '/', httpOnly: true });
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
  });

  it('logout when signed out is harmless', async () => {
    expect((await t.post('/api/logout')).statusCode).toBe(200);
  });

  it('logging out one device keeps the others signed in', async () => {
    const user = await createUser(t.db);
    const phone = await signInAs(t, user);
    const laptop = await signInAs(t, user);
    await t.post('/api/logout', undefined, { cookie: phone });
    expect((await t.get('/api/user', { cookie: phone })).statusCode).toBe(401);
    expect((await t.get('/api/user', { cookie: laptop })).statusCode).toBe(200);
  });

  it('ends a session left idle for longer than SESSION_IDLE_MINUTES', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const idleMs = t.config.sessionIdleMs;
    await t.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs + 60_000) })
      .where(eq(authSessions.userId, user.id));
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(200);

    await t.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
  });

  it('keeps an active session alive by moving last_seen_at forward', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const earlier = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(authSessions)
      .set({ lastSeenAt: earlier })
      .where(eq(authSessions.userId, user.id));
    await t.get('/api/user', { cookie });
    const [row] = await sessionsOf(user.id);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(earlier.getTime() + 5 * 60_000);
  });

  it('ends a session at its absolute end even while it is in use', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const [row] = await sessionsOf(user.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(
      t.config.sessionAbsoluteMs - 60_000,
    );
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(authSessions.userId, user.id));
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);
  });

  it('honours the idle and absolute limits from the environment', async () => {
    const short = await createTestApp({
      database: t.database,
      env: { SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_DAYS: '1' },
    });
    try {
      expect(short.config.sessionIdleMs).toBe(5 * 60_000);
      const user = await createUser(t.db);
      const cookie = await signInAs(short, user);
      const [row] = await sessionsOf(user.id);
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
      await t.db
        .update(authSessions)
        .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(authSessions.userId, user.id));
      expect((await short.get('/api/user', { cookie })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('leaves expired sessions to the housekeeping job, refusing them until it runs', async () => {
    const stale = await createUser(t.db);
    const cookie = await signInAs(t, stale);
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, stale.id));
    await signInAs(t, await createUser(t.db));
    expect(await sessionsOf(stale.id)).toHaveLength(1);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(401);

    const context = { db: t.db, config: t.config, now: new Date() };
    const removed = await HOUSEKEEPING_TASKS.sessions.run(context);
    expect(removed.expired).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(stale.id)).toHaveLength(0);
    expect(await HOUSEKEEPING_TASKS.sessions.run(context)).toEqual({ expired: 0 });
  });
});
