import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import {
  offLinkKey,
  offToken as listOffToken,
} from '../../src/server/features/email-lists/links.js';
import { loggerOptions } from '../../src/server/logging.js';
import type { AccountSetup } from '../../src/shared/auth/mfa.js';
import type { BulkGenerateResult, BulkUploadResult } from '../../src/shared/onboarding/schemas.js';
import { createTestApp, sessionCookie, type Response, type TestApp } from './support/app.js';
import { postCredentials } from './support/onboarding.js';
import { TestSmtpServer } from './support/smtp.js';

/*
 * Issue 26 §2: a whole journey at the most talkative log level, with a mail server as in a
 * deployment; every secret it made or typed is collected and none may appear in the log.
 */

const logged: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    logger: { ...loggerOptions('trace'), stream },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const secrets = new Set<string>();
const keep = (...values: (string | undefined)[]) => {
  for (const value of values) if (value) secrets.add(value);
};

/** Every cookie a response set as a Cookie header; session and challenge ids are kept as secrets. */
const cookiesOf = (res: Response) => {
  keep(...res.cookies.map((c) => c.value).filter((value) => value.length >= 16));
  return res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
};

/** The first match of `pattern` in the newest email to the address, once it has arrived. */
async function fromEmail(address: string, pattern: RegExp) {
  await t.jobsIdle();
  const text = smtp.to(address).at(-1)?.raw ?? '';
  const found = pattern.exec(text)?.[1];
  if (!found)
    throw new Error(`Nothing like ${String(pattern)} in the email to ${address}: ${text}`);
  keep(found, decodeURIComponent(found));
  return found;
}

const totp = async (secret: string, offset = 0) => {
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
  keep(code);
  return code;
};

async function ok(res: Promise<Response>, status = 200) {
  const answered = await res;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered;
}

describe('the log of a whole run', () => {
  it('holds none of the passwords, tokens, codes or links the run used', async () => {
    const company = await createCompany(t.db, { name: 'Log Scan Ltd' });
    const adminUser = await createUser(t.db, { role: 'admin' });
    keep(TEST_PASSWORD);
    const admin = cookiesOf(
      await ok(
        t.post('/api/login', {
          username: adminUser.username,
          password: TEST_PASSWORD,
          role: 'admin',
        }),
      ),
    );

    // Registration with a code, then sign-in with the chosen password.
    const created = await ok(
      t.post(
        '/api/admin/create-registration-code',
        { companyId: company.id, role: 'parent' },
        { cookie: admin },
      ),
      201,
    );
    const { code } = created.json<{ code: string }>();
    keep(code);
    await ok(t.get(`/api/register/${code}`));
    const password = `journey-password-${randomUUID()}`;
    keep(password);
    const parent = { username: 'journey.parent', email: 'journey.parent@logscan.test' };
    await ok(
      t.post('/api/register', {
        code,
        fullName: 'Journey Parent',
        ...parent,
        password,
        confirmPassword: password,
      }),
      202,
    );
    const finish = await fromEmail(parent.email, /finish-registration\?token=([\w.-]+)/);
    await t.get(`/finish-registration?token=${finish}`);
    await ok(t.post('/api/register/confirm', { token: finish }), 201);
    let session = sessionCookie(
      await ok(t.post('/api/login', { username: parent.username, password, role: 'student' })),
    );
    keep(session.split('=')[1]);

    // A password reset: the emailed link opened, then a new password chosen with its token.
    await ok(t.post('/api/reset-password', { username: parent.username }));
    const resetToken = await fromEmail(parent.email, /reset-password\?token=([\w%.-]+)/);
    await t.get(`/reset-password?token=${resetToken}`);
    const newPassword = `journey-new-password-${randomUUID()}`;
    keep(newPassword);
    await ok(
      t.post('/api/reset-password/confirm', {
        token: resetToken,
        password: newPassword,
        confirmPassword: newPassword,
      }),
    );
    session = cookiesOf(
      await ok(
        t.post('/api/login', { username: parent.username, password: newPassword, role: 'student' }),
      ),
    );

    // Second factor: enrolment with a code, then a sign-in with the next code and a recovery code.
    const setup = (
      await ok(t.post('/api/account/second-factor/setup', undefined, { cookie: session }))
    ).json<AccountSetup & { sealedSetup: string }>();
    keep(setup.setupKey, setup.sealedSetup, setup.otpauthUri);
    const enabled = await ok(
      t.post(
        '/api/account/second-factor',
        {
          sealedSetup: setup.sealedSetup,
          code: await totp(setup.setupKey),
          currentPassword: newPassword,
        },
        { cookie: session },
      ),
    );
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    keep(...recoveryCodes);
    const signIn = () =>
      t.post('/api/login', { username: parent.username, password: newPassword, role: 'student' });
    const challenge = cookiesOf(await ok(signIn(), 202));
    session = cookiesOf(
      await ok(
        t.post(
          '/api/login/second-factor',
          { code: await totp(setup.setupKey, 1) },
          { cookie: challenge },
        ),
      ),
    );
    const again = cookiesOf(await ok(signIn(), 202));
    cookiesOf(
      await ok(
        t.post('/api/login/recovery-code', { recoveryCode: recoveryCodes[0] }, { cookie: again }),
      ),
    );

    // The private calendar feed, fetched as a calendar app does.
    const { feedUrl } = (await ok(t.get('/api/calendar', { cookie: session }))).json<{
      feedUrl: string;
    }>();
    const feedPath = new URL(feedUrl).pathname;
    keep(
      feedPath.split('/').at(-1),
      feedPath
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, ''),
    );
    await ok(t.get(feedPath));

    // A reminder email's reminders-off link.
    const [account] = await t.db.query.users.findMany({
      where: (users, { eq }) => eq(users.username, parent.username),
    });
    const offToken = listOffToken(await offLinkKey(t.db, 'reminders'), 'reminders', account!.id);
    keep(offToken);
    await t.get(`/api/reminders/off?token=${encodeURIComponent(offToken)}`);

    // An invitation: an uploaded employee sets a password with the emailed link.
    const invited = 'journey.invited@logscan.test';
    const upload = await postCredentials(
      t,
      '/api/admin/bulk-upload-employees',
      {
        employees: [{ row: 2, fullName: 'Journey Invited', email: invited }],
        companyId: company.id,
        sendEmails: true,
        jobId: randomUUID(),
      },
      admin,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    keep(...upload.json<BulkUploadResult>().credentials.map((c) => c.password));
    const inviteToken = await fromEmail(invited, /reset-password\?token=([\w%.-]+)&/);
    await t.get(`/reset-password?token=${inviteToken}&invite=1`);
    const invitedPassword = `journey-invited-password-${randomUUID()}`;
    keep(invitedPassword);
    await ok(
      t.post('/api/reset-password/confirm', {
        token: inviteToken,
        password: invitedPassword,
        confirmPassword: invitedPassword,
      }),
    );

    // A generated account's one-time password, used to sign in.
    const generated = await postCredentials(
      t,
      '/api/admin/generate-bulk-accounts',
      { companyId: company.id, count: 1, jobId: randomUUID() },
      admin,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const [credential] = generated.json<BulkGenerateResult>().credentials;
    keep(credential!.password);
    cookiesOf(
      await ok(
        t.post('/api/login', {
          username: credential!.username,
          password: credential!.password,
          role: 'student',
        }),
      ),
    );
    await t.jobsIdle();

    const log = logged.join('');
    expect(log).toContain('request completed');
    // A six-digit code is a secret only as a number of its own, not inside a longer one.
    const shown = [...secrets].filter((secret) =>
      /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log)
        : log.includes(secret),
    );
    expect(shown).toEqual([]);
    // A long journey, with a dozen password hashes: slow on a busy machine.
  }, 120_000);
});
