import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, openDatabase, type Database } from '../../src/server/db/client.js';
import { createUser } from '../../src/server/factories/index.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import {
  findPostgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres.js';
import {
  createTestApp,
  lastEmailTo,
  signInAs,
  type Response,
  type TestApp,
} from './support/app.js';

/*
 * A real PostgreSQL of this file's own is killed (immediate shutdown, as in a crash or a failover)
 * while requests keep arriving, then started again on the same port and data.
 */

const bin = findPostgresBin();
const onPostgres = process.env.TEST_DB === 'postgres';

const until = async (check: () => Promise<boolean>, what: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not ${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
};

describe.skipIf(!onPostgres || !bin)(
  'when PostgreSQL is killed and restarted (needs real PostgreSQL and its server binaries; PGlite has no server to kill)',
  () => {
    let server: ThrowawayPostgres;
    let database: Database;
    let t: TestApp;
    let cookie: string;
    let streaming = false;
    let stream: Promise<unknown> = Promise.resolve();

    beforeAll(async () => {
      server = await startThrowawayPostgres(bin!);
      database = await openDatabase({ url: server.url });
      await database.migrate();
      t = await createTestApp({ database });
      const user = await createUser(t.db, { email: 'outage.parent@example.com' });
      cookie = await signInAs(t, user);
    });
    afterAll(async () => {
      // A failed assertion leaves the stream running; it must end before the app closes.
      streaming = false;
      await stream.catch(() => undefined);
      await t?.close();
      await database?.close();
      await server?.stop();
    });

    it('answers 503 with a message during the outage and recovers by itself', async () => {
      const answers: Response[] = [];
      streaming = true;
      // Two signed-in readers, the health check and a form that queues a job, each sending again
      // as soon as answered.
      stream = Promise.all(
        [
          () => t.get('/api/user', { cookie }),
          () => t.get('/api/user', { cookie }),
          () => t.get('/api/health'),
          () => t.post('/api/recover-username', { email: 'nobody@example.com' }),
        ].map(async (send) => {
          while (streaming) answers.push(await send());
        }),
      );
      await until(async () => answers.length >= 20, 'warmed up', 10_000);
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

      await server.kill();
      const killedAt = answers.length;
      await until(
        async () => answers.slice(killedAt).filter((a) => a.statusCode === 503).length >= 12,
        'answering 503',
        20_000,
      );
      const health = await t.get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect(health.headers['retry-after']).toBe('5');
      const startedAt = Date.now();
      const during = await t.get('/api/user', { cookie });
      // Fails fast rather than hanging until the operating system gives up on the connection.
      expect(Date.now() - startedAt).toBeLessThan(CONNECT_TIMEOUT_MS + 1_000);
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ message: SERVER_MSG.databaseUnavailable });

      await server.restart();
      const restartedAt = Date.now();
      await until(
        async () => (await t.get('/api/user', { cookie })).statusCode === 200,
        'signed-in requests answering again',
        10_000,
      );
      await until(
        async () => (await t.get('/api/health')).statusCode === 200,
        'healthy again',
        10_000,
      );
      const recoveredMs = Date.now() - restartedAt;
      streaming = false;
      await stream;

      // Nothing but success or the outage answer, and no internal detail in any of them.
      const statuses = new Set(answers.map((answer) => answer.statusCode));
      expect([...statuses].sort()).toEqual([200, 503]);
      const outageBodies = [
        { message: SERVER_MSG.databaseUnavailable },
        { status: 'unavailable', database: 'unreachable' },
      ];
      for (const answer of answers.filter((a) => a.statusCode === 503)) {
        expect(outageBodies).toContainEqual(answer.json());
      }
      expect(recoveredMs).toBeLessThan(10_000);

      // Background work runs again: an email queued now is delivered by the worker within seconds.
      // (A job whose completion was lost in the outage stays active until the supervisor sees its
      // heartbeat stop and retries it, so this waits for the new email, not for every job.)
      const sent = await t.post('/api/recover-username', { email: 'outage.parent@example.com' });
      expect(sent.statusCode).toBe(200);
      await until(
        async () => (await lastEmailTo(t.db, 'outage.parent@example.com')) !== undefined,
        'a background job done after the restart',
        10_000,
      );
      expect((await lastEmailTo(t.db, 'outage.parent@example.com'))?.subject).toMatch(/username/i);
    }, 90_000);
  },
);
