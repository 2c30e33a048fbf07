import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, inDays } from '../../src/server/factories/index.js';
import type { BulkGenerateResult } from '../../src/shared/onboarding/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, signIn, type TestApp } from './support/app.js';
import { resetLinkToken } from './support/reset-link.js';
import { accountsOfCompany, adminCookie, postCredentials } from './support/onboarding.js';

// Decision 034: a generated one-time password signs in for 7 days and never becomes the password.
let t: TestApp;
let credential: BulkGenerateResult['credentials'][number];
let generatedAt: number;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  generatedAt = Date.now();
  const res = await postCredentials(
    t,
    '/api/admin/generate-bulk-accounts',
    { companyId: company.id, count: 2, jobId: randomUUID() },
    await adminCookie(t),
  );
  expect(res.statusCode, res.body).toBe(200);
  credential = res.json<BulkGenerateResult>().credentials[0]!;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const login = (username: string, password: string) =>
  t.post('/api/login', { username, password, role: 'student' });

describe('a generated one-time password', () => {
  it('is given 7 days to be used', async () => {
    const accounts = await accountsOfCompany(t, companyId);
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      const lifetime = (account.oneTimePasswordExpiresAt?.getTime() ?? 0) - generatedAt;
      expect(lifetime).toBeGreaterThanOrEqual(7 * DAY - 60_000);
      expect(lifetime).toBeLessThanOrEqual(7 * DAY + 60_000);
    }
  });

  it('no longer signs in once expired, saying what to do', async () => {
    const user = await createUser(t.db, {
      mustChangePassword: true,
      oneTimePasswordExpiresAt: inDays(-1),
      password: 'Kp7wQz2nRt8xLm',
    });
    const res = await login(user.username, 'Kp7wQz2nRt8xLm');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MSG.oneTimePasswordExpired });
    expect(SERVER_MSG.oneTimePasswordExpired).toMatch(/admin/);
    expect(SERVER_MSG.oneTimePasswordExpired).toMatch(/Forgot/);
  });

  it('keeps an expired one-time password a secret from a wrong guess', async () => {
    const user = await createUser(t.db, {
      mustChangePassword: true,
      oneTimePasswordExpiresAt: inDays(-1),
    });
    const res = await login(user.username, 'not-the-password');
    expect(res.json()).toEqual({ message: SERVER_MSG.invalidCredentials });
  });

  it('cannot be chosen as the new password', async () => {
    const cookie = await signIn(t, credential.username, credential.password, 'student');
    const same = credential.password;
    const res = await t.post(
      '/api/account/password',
      { currentPassword: same, password: same, confirmPassword: same },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SERVER_MSG.passwordSameAsCurrent,
      errors: { password: [SERVER_MSG.passwordSameAsCurrent] },
    });
  });

  it('cannot be chosen through a reset link either', async () => {
    const user = await createUser(t.db, {
      mustChangePassword: true,
      oneTimePasswordExpiresAt: inDays(7),
      password: 'Hw4nPq9sTz3kVb',
    });
    const token = await resetLinkToken(t, user);
    const confirm = (password: string) =>
      t.post('/api/reset-password/confirm', { token, password, confirmPassword: password });
    const res = await confirm('Hw4nPq9sTz3kVb');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { password: [SERVER_MSG.passwordSameAsCurrent] } });
    expect((await confirm('tulip-ocean-ladder')).statusCode).toBe(200);
  });
});
