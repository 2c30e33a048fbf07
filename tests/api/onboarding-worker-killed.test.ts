import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { createCompany } from '../../src/server/factories/index.js';
import { JOB_FAILED } from '../../src/server/features/onboarding/jobs.js';
import type { ImportJob } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, rowsOf, type TestApp } from './support/app.js';
import { accountsOfCompany, adminCookie, postCredentials } from './support/onboarding.js';
import { startWorkerProcess, type ServerProcess } from './support/server-process.js';

/*
 * The web app here runs no workers; a separate `npm run worker` process takes the import and is
 * killed half-way. That needs two processes on one database, which in-memory PGlite cannot be, so
 * this file runs on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)(
  'an import whose worker is killed (PostgreSQL only: PGlite is one in-memory database per process)',
  () => {
    let t: TestApp;
    let worker: ServerProcess | undefined;
    beforeAll(async () => {
      t = await createTestApp({ workers: false });
    });
    afterAll(async () => {
      await worker?.kill();
      await t.close();
    });

    it('ends failed with a clear message, creates no account, and never stays running', async () => {
      const { connection } = t.database;
      if (connection.kind !== 'postgres') throw new Error('Runs on PostgreSQL only');
      worker = await startWorkerProcess(connection.url);
      const admin = await adminCookie(t);
      const company = await createCompany(t.db);
      const jobId = randomUUID();
      const employees = Array.from({ length: 1000 }, (_, i) => ({
        row: i + 2,
        fullName: `Killed Worker ${i}`,
        email: `employee${i}@killed-worker.test`,
      }));

      const answer = postCredentials(
        t,
        '/api/admin/bulk-upload-employees',
        { employees, companyId: company.id, jobId },
        admin,
      );
      const progress = async () => {
        const res = await t.get(`/api/admin/import-jobs/${jobId}`, { cookie: admin });
        return res.statusCode === 200 ? res.json<ImportJob>() : undefined;
      };
      for (;;) {
        const job = await progress();
        if (job && job.processed > 0) {
          expect(job).toMatchObject({ status: 'running', total: 1000 });
          expect(job.processed).toBeLessThan(1000);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await worker.kill();
      const killedAt = Date.now();

      const res = await answer;
      const noticedAfter = Date.now() - killedAt;
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json()).toEqual({ message: JOB_FAILED.stopped['bulk-upload'] });
      // The job's missing heartbeat (15 s) and a monitor pass (every 10 s) bound the wait.
      expect(noticedAfter).toBeLessThan(40_000);

      expect(await progress()).toMatchObject({
        status: 'failed',
        error: JOB_FAILED.stopped['bulk-upload'],
      });
      const [job] = await rowsOf<{ state: string }>(
        t.db,
        sql`select state from pgboss.job where name = 'onboarding-accounts'`,
      );
      expect(job?.state).toBe('failed');
      expect(await accountsOfCompany(t, company.id)).toHaveLength(0);
      expect(
        await t.db.select().from(users).where(like(users.email, '%@killed-worker.test')),
      ).toHaveLength(0);
    }, 120_000);
  },
);
