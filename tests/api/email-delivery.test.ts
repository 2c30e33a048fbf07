import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema.js';
import { createMail, emailQueue } from '../../src/server/email/outbox.js';
import { createUser } from '../../src/server/factories/index.js';
import { startJobEngine } from '../../src/server/jobs/engine.js';
import { createTestApp, lastEmailTo, rowsOf, signInAs, type TestApp } from './support/app.js';
import { TestSmtpServer } from './support/smtp.js';

const smtp = new TestSmtpServer();
const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, jobs: { clock } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

// Longer than the queue's largest back-off (three hours), so the next attempt is always due.
const PAST_ANY_BACKOFF_MS = 3 * 3600_000 + 1000;
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/;

/**
 * Workers on a TestClock poll only when it ticks: tick in small steps until `check` holds. Real
 * time passes only while handlers run; the back-off between attempts is skipped with setTime.
 */
async function until<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await clock.tick(500);
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const skipBackoff = () => clock.setTime(clock.now() + PAST_ANY_BACKOFF_MS);

const deliveryJob = async (emailId: number) => {
  const [job] = await rowsOf<{ state: string; retry_count: number }>(
    t.db,
    sql`select state, retry_count from pgboss.job
        where name = 'email-deliver' and (data->>'emailId')::int = ${emailId}`,
  );
  return job;
};

const requestReset = async (username: string) => {
  const res = await t.post('/api/reset-password', { username });
  expect(res.statusCode).toBe(200);
};

describe('email delivery through SMTP', () => {
  it('delivers a reset link to the mail server, and keeps no copy of the body', async () => {
    const user = await createUser(t.db);
    await requestReset(user.username);
    const [email] = await until(async () => smtp.arrived(user.email), 'the reset email');
    const token = email!.raw.match(LINK)?.[1];
    expect(token, email!.raw).toBeDefined();

    // The worker records the delivery just after the server has taken the message.
    const row = await until(async () => {
      const found = await lastEmailTo(t.db, user.email);
      return found?.status === 'sent' && found;
    }, 'the row to read sent');
    expect(row).toMatchObject({
      attempts: 1,
      error: null,
      textBody: '',
      htmlBody: null,
      attachments: null,
    });
    const confirmed = await t.post('/api/reset-password/confirm', {
      token,
      password: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps the email queued while the mail server is down, and sends it once it is back', async () => {
    const user = await createUser(t.db);
    await smtp.stop();
    await requestReset(user.username);
    const waiting = await until(async () => {
      const row = await lastEmailTo(t.db, user.email);
      return row?.attempts === 1 && row;
    }, 'a failed first attempt');
    expect(waiting).toMatchObject({ status: 'queued', sentAt: null });
    expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
    // The body stays until a mail server has it: it is the only copy.
    expect(waiting.textBody).toMatch(LINK);
    // The worker records the attempt on the row, and pg-boss the job's retry a moment after.
    await until(
      async () => (await deliveryJob(waiting.id))?.state === 'retry',
      'the job to wait for its retry',
    );

    await smtp.start();
    await skipBackoff();
    const [email] = await until(async () => smtp.arrived(user.email), 'the email after the outage');
    expect(email!.raw).toMatch(LINK);
    const sent = await until(async () => {
      const row = await lastEmailTo(t.db, user.email);
      return row?.status === 'sent' && row;
    }, 'the row to read sent');
    expect(sent).toMatchObject({ attempts: 2, error: null, textBody: '' });
  });

  it('marks the email failed, with its error, after the last retry', async () => {
    const user = await createUser(t.db);
    await smtp.stop();
    try {
      await requestReset(user.username);
      let attempts = 0;
      for (;;) {
        const row = await until(
          async () => {
            const found = await lastEmailTo(t.db, user.email);
            return found && found.attempts > attempts && found;
          },
          `attempt ${attempts + 1}`,
        );
        attempts = row.attempts;
        // The first attempt and its ten retries.
        if (attempts === 11) break;
        await skipBackoff();
      }
      const failed = await until(async () => {
        const row = await lastEmailTo(t.db, user.email);
        return row?.status === 'failed' && row;
      }, 'the email to read failed');
      expect(failed).toMatchObject({ status: 'failed', attempts: 11, sentAt: null });
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.textBody).toMatch(LINK);
      expect(
        await until(async () => {
          const job = await deliveryJob(failed.id);
          return job?.state === 'failed' && job;
        }, 'the job to fail'),
      ).toMatchObject({ retry_count: 10 });
      expect(smtp.to(user.email)).toHaveLength(0);

      // Once the server is back, an admin's Retry runs the same delivery job once more.
      await smtp.start();
      const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
      const retried = await t.post(`/api/admin/emails/${failed.id}/retry`, {}, { cookie: admin });
      expect(retried.statusCode, retried.body).toBe(200);
      const [email] = await until(async () => smtp.arrived(user.email), 'the retried email');
      expect(email!.raw).toMatch(LINK);
      expect(
        await until(async () => {
          const row = await lastEmailTo(t.db, user.email);
          return row?.status === 'sent' && row;
        }, 'the retried email to read sent'),
      ).toMatchObject({ attempts: 12, error: null, textBody: '' });
      // The same job ran once more. When the Retry answers, the worker may or may not have taken
      // it already, so its state is read once it has settled, not at that moment.
      await until(
        async () => (await deliveryJob(failed.id))?.state === 'completed',
        'the retried job to complete',
      );
    } finally {
      await smtp.start();
    }
    // Eleven attempts and a retry, each waited for: generous for a busy machine.
  }, 90_000);

  it('marks the email failed when its worker died during the last attempt', async () => {
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        toAddress: 'gone@example.com',
        subject: 'Hello',
        textBody: 'Hi',
        transport: 'smtp',
      })
      .returning();
    const other = await startJobEngine({
      database: t.database,
      queues: [],
      log: t.app.log,
      clock,
      maintain: false,
    });
    try {
      // Due later, so only this test claims it, as a worker that then dies; pg-boss fails a
      // job whose time runs out.
      const id = await other.send(
        emailQueue,
        { emailId: row!.id },
        { retryLimit: 0, startAfter: new Date(clock.now() + 86_400_000) },
      );
      const [claimed] = await other.boss.fetch(emailQueue.name, { ignoreStartAfter: true });
      expect(claimed?.id).toBe(id);
      await other.boss.fail(emailQueue.name, id!);
    } finally {
      await other.stop(0);
    }
    const failed = await until(async () => {
      const found = await lastEmailTo(t.db, 'gone@example.com');
      return found?.status === 'failed' && found;
    }, 'the email to read failed');
    expect(failed.error).toBe('The last delivery attempt stopped before it finished.');
    expect(smtp.to('gone@example.com')).toHaveLength(0);
  });
});

describe('queueing email', () => {
  it('stores an email and its delivery job with the transaction, or neither', async () => {
    const jobs = await startJobEngine({
      database: t.database,
      queues: [],
      log: t.app.log,
      maintain: false,
    });
    try {
      const mail = createMail(t.config, jobs);
      const deliveryJobs = async () =>
        (
          await rowsOf<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from pgboss.job where name = 'email-deliver'`,
          )
        )[0]!.n;
      const email = (to: string) => ({ to, subject: 'Hello', text: 'Body' });
      const before = await deliveryJobs();

      await expect(
        t.db.transaction(async (tx) => {
          await mail.queue(tx, email('rolled.back@example.com'));
          throw new Error('the change that caused it failed');
        }),
      ).rejects.toThrow('the change that caused it failed');
      expect(await lastEmailTo(t.db, 'rolled.back@example.com')).toBeUndefined();
      expect(await deliveryJobs()).toBe(before);

      await t.db.transaction((tx) => mail.queue(tx, email('committed@example.com')));
      const row = await lastEmailTo(t.db, 'committed@example.com');
      expect(row).toBeDefined();
      expect(await deliveryJob(row!.id)).toBeDefined();
      expect(await deliveryJobs()).toBe(before + 1);
    } finally {
      await jobs.stop();
    }
  });
});
