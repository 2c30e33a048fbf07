import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/factories/index.js';
import { createTestApp, lastEmailTo, type TestApp } from './support/app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** An app keeping emails in the outbox, with its log in `lines`; asks for a reset link. */
async function resetEmailLogged(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ env, logger: { level: 'info', stream } });
  const user = await createUser(t.db, { email: 'outbox.log@example.com' });
  await t.post('/api/reset-password', { username: user.username });
  await t.jobsIdle();
  const email = await lastEmailTo(t.db, user.email);
  const link = email!.textBody.match(/\S+reset-password\?token=\S+/)![0];
  return { log: lines.join(''), link, emailId: email!.id };
}

describe('the development outbox', () => {
  it('logs whole emails in a local evaluation, where nobody else reads them', async () => {
    const { log, link } = await resetEmailLogged({});
    expect(log).toContain(link);
  });

  it('never logs an email body in a deployment, only which email it kept', async () => {
    const { log, link, emailId } = await resetEmailLogged({
      PUBLIC_URL: 'https://classperk.example',
      EMAIL_OUTBOX: 'true',
    });
    const token = new URL(link).searchParams.get('token')!;
    expect(log).toContain(`"emailId":${emailId}`);
    expect(log).not.toContain(token);
    expect(log).not.toContain('outbox.log@example.com');
  });
});
