import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema.js';
import { emailQueue } from '../../src/server/email/outbox.js';
import { createUser } from '../../src/server/factories/index.js';
import { startJobEngine } from '../../src/server/jobs/engine.js';
import { createTestApp, lastEmailTo, type TestApp } from './support/app.js';
import { TestSmtpServer } from './support/smtp.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const messageIdOf = (raw: string) => raw.match(/^Message-ID: *(<[^>\r\n]+>)/im)?.[1];
const POLL = { timeout: 20_000, interval: 100 };

describe('what reaches the mail server', () => {
  it('is HTML with its plain-text alternative, marked as automatic', async () => {
    const user = await createUser(t.db);
    await t.post('/api/reset-password', { username: user.username });
    await expect.poll(() => smtp.to(user.email).length, POLL).toBe(1);
    const { raw } = smtp.to(user.email)[0]!;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(raw).toMatch(/^Content-Type: text\/plain/im);
    expect(raw).toMatch(/^Content-Type: text\/html/im);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/im);
    expect(raw).toMatch(/>Choose a new password<\/a/);
  });
});

describe('Message-ID', () => {
  it('is kept on the outbox row, so an email sent again after a crash carries the same one', async () => {
    const user = await createUser(t.db);
    await t.post('/api/reset-password', { username: user.username });
    await expect.poll(async () => (await lastEmailTo(t.db, user.email))?.status, POLL).toBe('sent');
    const row = (await lastEmailTo(t.db, user.email))!;
    expect(row.messageId).toMatch(/^<[\w-]+@classperk\.co\.uk>$/);

    // The worker died after the mail server took the email and before the row said so: the row
    // is still queued, and pg-boss runs its job again.
    await t.db
      .update(emailOutbox)
      .set({ status: 'queued', textBody: 'Sent again' })
      .where(eq(emailOutbox.id, row.id));
    const jobs = await startJobEngine({
      database: t.database,
      queues: [],
      log: t.app.log,
      maintain: false,
    });
    try {
      await jobs.send(emailQueue, { emailId: row.id });
    } finally {
      await jobs.stop(0);
    }
    await expect.poll(() => smtp.to(user.email).length, POLL).toBe(2);
    const ids = smtp.to(user.email).map((email) => messageIdOf(email.raw));
    expect(ids).toEqual([row.messageId, row.messageId]);
  });
});
