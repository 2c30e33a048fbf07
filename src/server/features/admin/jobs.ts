import { and, eq, inArray, notLike, sql } from 'drizzle-orm';
import { errorBodySchema, messageSchema } from '../../../shared/api/contract.js';
import {
  failedJobPageSchema,
  failedJobParams,
  failedJobQuerySchema,
  queueOverviewSchema,
  undeliveredEmailPageSchema,
} from '../../../shared/jobs/schemas.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import { emailOutbox } from '../../db/schema.js';
import { bossJobs, bossQueues } from '../../jobs/boss-tables.js';
import { inTransaction } from '../../jobs/engine.js';
import { emailQueue } from '../../email/outbox.js';
import type { Api } from '../../http/contract.js';
import { notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';

const JOB_NOT_FOUND = 'No failed job with that id in that queue.';
const EMAIL_NOT_FOUND = 'No undelivered email with that id.';

// pg-boss keeps a thrown error's fields, and its own expiry message under `value`.
const errorOf = sql<string>`left(coalesce(${bossJobs.output}->>'message', ${bossJobs.output}->'value'->>'message', 'No error recorded'), 500)`;

const inState = (...states: (typeof bossJobs.state._.data)[]) =>
  sql<number>`(count(${bossJobs.id}) filter (where ${inArray(bossJobs.state, states)}))::int`;

/**
 * What the background workers are doing, for admins: counts per queue, jobs that failed for good,
 * and emails that could not be delivered, each with a way to try again.
 */
export function registerAdminJobRoutes(app: Api, { db, jobs }: Services) {
  const tags = ['Admin: background jobs'];

  app.get(
    '/jobs',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Jobs per queue: queued, running, done and failed',
        description: 'Counted from the job table when asked, not from a cached summary.',
        tags,
        response: { 200: queueOverviewSchema },
      },
    },
    async () => {
      const queues = await db
        .select({
          name: bossQueues.name,
          queued: inState('created', 'retry'),
          running: inState('active'),
          done: inState('completed'),
          failed: inState('failed'),
        })
        .from(bossQueues)
        .leftJoin(bossJobs, eq(bossJobs.name, bossQueues.name))
        // pg-boss's own queues (its send-it relay) are no work of the app's.
        .where(notLike(bossQueues.name, '\\_\\_pgboss\\_\\_%'))
        .groupBy(bossQueues.name)
        .orderBy(bossQueues.name);
      return { queues };
    },
  );

  app.get(
    '/jobs/failed',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Jobs whose last attempt failed, latest first',
        tags,
        querystring: failedJobQuerySchema,
        response: { 200: failedJobPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const rows = await keysetRows(
        db
          .select({
            id: bossJobs.id,
            queue: bossJobs.name,
            error: errorOf,
            attempts: sql<number>`${bossJobs.retryCount} + 1`,
            createdAt: bossJobs.createdOn,
            failedAt: bossJobs.completedOn,
            micros: microsOf(bossJobs.completedOn),
          })
          .from(bossJobs)
          .$dynamic(),
        { direction: 'desc', time: bossJobs.completedOn, uuid: bossJobs.id },
        { cursor, pageSize },
        eq(bossJobs.state, 'failed'),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.id),
        // A failed job always has its completion time; the fallback only satisfies the type.
        ({ micros: _, ...row }) => ({ ...row, failedAt: row.failedAt ?? row.createdAt }),
      );
    },
  );

  app.post(
    '/jobs/:queue/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Run a failed job once more',
        tags,
        params: failedJobParams,
        response: { 200: messageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      const [job] = await db
        .select({ id: bossJobs.id })
        .from(bossJobs)
        .where(and(eq(bossJobs.name, queue), eq(bossJobs.id, id), eq(bossJobs.state, 'failed')));
      if (!job) throw notFound(JOB_NOT_FOUND);
      await jobs.boss.retry(queue, id);
      return { message: 'The job will run again shortly.' };
    },
  );

  app.get(
    '/emails/undelivered',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Emails whose every delivery attempt failed, latest first',
        tags,
        querystring: cursorQuerySchema,
        response: { 200: undeliveredEmailPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const rows = await keysetRows(
        db
          .select({
            id: emailOutbox.id,
            to: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            attempts: emailOutbox.attempts,
            error: emailOutbox.error,
            createdAt: emailOutbox.createdAt,
            micros: microsOf(emailOutbox.createdAt),
          })
          .from(emailOutbox)
          .$dynamic(),
        { direction: 'desc', time: emailOutbox.createdAt, id: emailOutbox.id },
        { cursor, pageSize },
        eq(emailOutbox.status, 'failed'),
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.id),
        ({ micros: _, ...row }) => row,
      );
    },
  );

  app.post(
    '/emails/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Queue an undelivered email for delivery again',
        description: 'Its failed delivery job runs once more, or a new one is queued.',
        tags,
        params: idParam,
        response: { 200: messageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const requeued = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({ status: 'queued' })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
          .returning({ id: emailOutbox.id });
        if (!row) return false;
        // The same transaction as the status, so the email is queued exactly when it reads queued.
        const through = inTransaction(tx);
        const [job] = (
          await jobs.boss.findJobs(emailQueue.name, { ...through, data: { emailId: id } })
        ).filter((found) => found.state === 'failed');
        if (job) await jobs.boss.retry(emailQueue.name, job.id, through);
        // Failed jobs are deleted after a week; the email is kept, so it gets a new one.
        else await jobs.send(emailQueue, { emailId: id }, { tx });
        return true;
      });
      if (!requeued) throw notFound(EMAIL_NOT_FOUND);
      return { message: 'The email is queued for delivery again.' };
    },
  );
}
