import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobEngine, type JobEngine } from '../../src/server/jobs/engine.js';
import { defineQueue } from '../../src/server/jobs/queue.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';

let t: TestApp;
const engines: JobEngine[] = [];
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.stop(0)));
  await t.close();
});

const log = pino({ level: 'silent' });
const engine = async (queue: ReturnType<typeof defineQueue<{ n: number }>>) => {
  const started = await startJobEngine({
    database: t.database,
    queues: [queue],
    log,
    pollingSeconds: 0.5,
  });
  engines.push(started);
  return started;
};

const stateOf = async (id: string) => {
  const [row] = await rowsOf<{ state: string }>(
    t.db,
    sql`select state from pgboss.job where id = ${id}`,
  );
  return row?.state;
};

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
};

describe('the job engine', () => {
  it('runs each job once when two processes work the same queue', async () => {
    const queue = defineQueue<{ n: number }>(`test-once-${Date.now()}`, { retryLimit: 0 });
    const runs = new Map<number, number>();
    const [a, b] = [await engine(queue), await engine(queue)];
    for (const worker of [a, b]) {
      await worker.work(
        queue,
        async ({ data }) => {
          runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
          await sleep(5);
        },
        { batchSize: 5, localConcurrency: 2 },
      );
    }
    await a.insert(
      queue,
      Array.from({ length: 60 }, (_, n) => ({ data: { n } })),
    );
    await until(() => runs.size === 60, 'all 60 jobs');
    await sleep(300);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('lets a running job finish when it stops within the grace period', async () => {
    const queue = defineQueue<{ n: number }>(`test-grace-${Date.now()}`);
    const jobs = await engine(queue);
    let started = false;
    await jobs.work(queue, async () => {
      started = true;
      await sleep(400);
    });
    const id = (await jobs.send(queue, { n: 1 }))!;
    await until(() => started, 'the job to start');
    await jobs.stop(5_000);
    expect(await stateOf(id)).toBe('completed');
  });

  it('hands a job back for retry when it outlives the grace period', async () => {
    const queue = defineQueue<{ n: number }>(`test-handback-${Date.now()}`, { retryLimit: 3 });
    const jobs = await engine(queue);
    let started = false;
    await jobs.work(queue, async (job) => {
      started = true;
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
    });
    const id = (await jobs.send(queue, { n: 1 }))!;
    await until(() => started, 'the job to start');
    await jobs.stop(200);
    expect(await stateOf(id)).toBe('retry');
  });

  it('enqueues nothing when the transaction that sent the job rolls back', async () => {
    const queue = defineQueue<{ n: number }>(`test-tx-${Date.now()}`);
    const jobs = await engine(queue);
    let id: string | null = null;
    await expect(
      t.db.transaction(async (tx) => {
        id = await jobs.send(queue, { n: 1 }, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(id).not.toBeNull();
    expect(await stateOf(id!)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('when PostgreSQL drops every connection', () => {
  it('keeps answering requests and running jobs', async () => {
    const queue = defineQueue<{ n: number }>(`test-restart-${Date.now()}`);
    const jobs = await engine(queue);
    const done: number[] = [];
    await jobs.work(queue, async ({ data }) => {
      done.push(data.n);
    });
    await jobs.send(queue, { n: 1 });
    await until(() => done.length === 1, 'the first job');
    // What a database restart looks like from the app: every open connection is cut.
    const { connection } = t.database;
    if (connection.kind !== 'postgres') throw new Error('This test needs PostgreSQL.');
    const admin = new pg.Client({ connectionString: connection.url });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    await until(async () => (await t.get('/api/health')).statusCode === 200, 'health');
    await jobs.send(queue, { n: 2 });
    await until(() => done.length === 2, 'a job after the restart');
  });
});
