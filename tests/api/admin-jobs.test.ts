import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema.js';
import { startJobEngine, type JobEngine } from '../../src/server/jobs/engine.js';
import { defineQueue } from '../../src/server/jobs/queue.js';
import type {
  FailedJobPage,
  QueueOverview,
  UndeliveredEmailPage,
} from '../../src/shared/jobs/schemas.js';
import { signInEveryRole, type Cookies } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';

let t: TestApp;
let cookies: Cookies;
/** A second engine with a queue whose one worker always throws, to make real failed jobs. */
let failing: JobEngine;
const brokenQueue = defineQueue<{ n: number }>('test-always-fails', { retryLimit: 0 });

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInEveryRole(t);
  failing = await startJobEngine({
    database: t.database,
    queues: [brokenQueue],
    log: t.app.log,
    maintain: false,
    pollingSeconds: 0.5,
  });
  await failing.work(brokenQueue, async () => {
    throw new Error('The printer is on fire');
  });
});
afterAll(async () => {
  await failing.stop();
  await t.close();
});

const admin = () => ({ cookie: cookies.admin });
const overview = async () => (await t.get('/api/admin/jobs', admin())).json<QueueOverview>().queues;
const countsOf = async (name: string) => (await overview()).find((queue) => queue.name === name);
const failedJobs = async (query = '') =>
  (await t.get(`/api/admin/jobs/failed${query}`, admin())).json<FailedJobPage>();

async function failOne(n: number) {
  const id = await failing.send(brokenQueue, { n });
  await t.jobsIdle();
  return id!;
}

const failedEmail = async (to: string) => {
  const [row] = await t.db
    .insert(emailOutbox)
    .values({
      toAddress: to,
      subject: 'Your password reset link',
      textBody: 'Follow the link',
      transport: 'smtp',
      status: 'failed',
      attempts: 11,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    })
    .returning();
  return row!;
};

describe('who may see the background work', () => {
  it.each(['tutor', 'parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    for (const url of [
      '/api/admin/jobs',
      '/api/admin/jobs/failed',
      '/api/admin/emails/undelivered',
    ]) {
      expect((await t.get(url, { cookie: cookies[role] })).statusCode).toBe(403);
    }
    const retry = await t.post('/api/admin/emails/1/retry', {}, { cookie: cookies[role] });
    expect(retry.statusCode).toBe(403);
  });
});

describe('GET /api/admin/jobs', () => {
  it('counts each queue as it is now, including queues with no jobs', async () => {
    const before = await countsOf(brokenQueue.name);
    await failOne(1);
    const after = await countsOf(brokenQueue.name);
    expect(after).toMatchObject({ queued: 0, running: 0, done: 0 });
    expect(after!.failed).toBe((before?.failed ?? 0) + 1);
    const names = (await overview()).map((queue) => queue.name);
    expect(names).toEqual(expect.arrayContaining(['email-deliver', 'account-recovery']));
    expect(names.filter((name) => name.startsWith('__pgboss__'))).toEqual([]);
  });

  it('counts a job waiting for its time as queued', async () => {
    const before = (await countsOf(brokenQueue.name))!;
    await failing.send(brokenQueue, { n: 0 }, { startAfter: 3600 });
    expect(await countsOf(brokenQueue.name)).toEqual({ ...before, queued: before.queued + 1 });
  });
});

describe('GET /api/admin/jobs/failed', () => {
  it('lists failed jobs latest first, with their error and no data', async () => {
    const id = await failOne(2);
    const page = await failedJobs();
    expect(page.items[0]).toMatchObject({
      id,
      queue: brokenQueue.name,
      error: 'The printer is on fire',
      attempts: 1,
    });
    expect(page.items[0]).not.toHaveProperty('data');
  });

  it('pages with a cursor of the failure time and the job id, latest first', async () => {
    await failOne(3);
    await failOne(4);
    const first = await failedJobs('?pageSize=1');
    const second = await failedJobs(`?pageSize=1&cursor=${first.nextCursor}`);
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(Date.parse(second.items[0]!.failedAt)).toBeLessThanOrEqual(
      Date.parse(first.items[0]!.failedAt),
    );
    for (const query of ['?pageSize=101', '?pageSize=0', '?cursor=12']) {
      expect((await t.get(`/api/admin/jobs/failed${query}`, admin())).statusCode).toBe(400);
      expect((await t.get(`/api/admin/emails/undelivered${query}`, admin())).statusCode).toBe(400);
    }
  });

  it('keeps the paging contract while jobs fail', async () => {
    let n = 100;
    await expectPagingContract(t, {
      url: '/api/admin/jobs/failed',
      cookie: cookies.admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++) ids.push(await failOne((n += 1)));
        return ids;
      },
    });
  });
});

describe('POST /api/admin/jobs/:queue/:id/retry', () => {
  it('runs a failed job once more', async () => {
    const id = await failOne(5);
    const res = await t.post(`/api/admin/jobs/${brokenQueue.name}/${id}/retry`, {}, admin());
    expect(res.statusCode, res.body).toBe(200);
    await t.jobsIdle();
    // Its worker throws again, so it is back among the failed, one attempt further.
    const again = (await failedJobs('?pageSize=100')).items.find((job) => job.id === id);
    expect(again).toMatchObject({ attempts: 2 });
  });

  it('answers 404 for a job that is not failed, or not in that queue', async () => {
    const id = await failOne(6);
    for (const url of [
      `/api/admin/jobs/email-deliver/${id}/retry`,
      `/api/admin/jobs/no-such-queue/${id}/retry`,
      `/api/admin/jobs/${brokenQueue.name}/00000000-0000-4000-8000-000000000000/retry`,
    ]) {
      expect((await t.post(url, {}, admin())).statusCode).toBe(404);
    }
    expect(
      (await t.post(`/api/admin/jobs/${brokenQueue.name}/not-a-uuid/retry`, {}, admin()))
        .statusCode,
    ).toBe(400);
  });
});

describe('undelivered emails', () => {
  it('lists them with address, subject, attempts and error, and retries one', async () => {
    const email = await failedEmail('stuck.parent@example.com');
    const page = (
      await t.get('/api/admin/emails/undelivered?pageSize=100', admin())
    ).json<UndeliveredEmailPage>();
    expect(page.items.find((item) => item.id === email.id)).toEqual({
      id: email.id,
      to: 'stuck.parent@example.com',
      subject: 'Your password reset link',
      attempts: 11,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: email.createdAt.toISOString(),
    });

    const res = await t.post(`/api/admin/emails/${email.id}/retry`, {}, admin());
    expect(res.statusCode, res.body).toBe(200);
    await t.jobsIdle();
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    // No SMTP_URL in tests: the worker writes it to the outbox, which counts as sent.
    expect(row).toMatchObject({ status: 'sent', attempts: 12, error: null });
    const listed = (
      await t.get('/api/admin/emails/undelivered?pageSize=100', admin())
    ).json<UndeliveredEmailPage>();
    expect(listed.items.map((item) => item.id)).not.toContain(email.id);

    // Sent now, so there is nothing to retry.
    expect((await t.post(`/api/admin/emails/${email.id}/retry`, {}, admin())).statusCode).toBe(404);
  });

  it('keeps the paging contract while emails fail', async () => {
    let n = 0;
    await expectPagingContract(t, {
      url: '/api/admin/emails/undelivered',
      cookie: cookies.admin,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push((await failedEmail(`paged${(n += 1)}@example.com`)).id);
        return ids;
      },
    });
  });
});
