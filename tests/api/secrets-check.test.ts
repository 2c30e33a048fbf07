import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertNoSecrets } from './support/secrets.js';

/** The check every response goes through must itself be able to fail. */
const response = (body: unknown, cookies: { name: string; value: string }[] = []) =>
  ({
    statusCode: 200,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    cookies,
  }) as unknown as LightMyRequestResponse;

const check =
  (body: unknown, sent: object = {}, cookies?: { name: string; value: string }[]) =>
  () =>
    assertNoSecrets(response(body, cookies), { method: 'POST', url: '/api/x', ...sent });

describe('assertNoSecrets', () => {
  it('lets an ordinary user and field error messages through', () => {
    expect(
      check({ id: 1, username: 'sam', mustChangePassword: false, isActivated: true }),
    ).not.toThrow();
    expect(
      check({
        message: 'Password must be at least 6 characters',
        errors: { password: ['Password must be at least 6 characters'], confirmPassword: ['x'] },
      }),
    ).not.toThrow();
  });

  it('fails on a field named like a secret', () => {
    expect(check({ id: 1, passwordHash: 'x' })).toThrow(/secret fields/);
    expect(check({ user: { inviteToken: 'abc' } })).toThrow(/secret fields/);
    expect(check([{ password: 'hunter22' }])).toThrow(/secret fields/);
  });

  it('fails on a hash or a stack trace anywhere in the body', () => {
    expect(check({ note: '$argon2id$v=19$m=19456,t=2,p=1$abc' })).toThrow(/argon2/);
    expect(check({ id: 'a'.repeat(64) })).toThrow(/SHA-256/);
    expect(check({ message: 'Error: boom\n    at handler (/app/src/x.ts:10:5)' })).toThrow(/stack/);
    expect(check({ message: 'boom', stack: 'Error: boom' })).toThrow(/stack/);
  });

  it('fails when the body echoes a password or a session id it was sent', () => {
    const sent = { payload: { username: 'sam', password: 'correct-horse' } };
    expect(check({ message: 'Hello correct-horse' }, sent)).toThrow(/echoes/);
    const cookie = { name: 'classperk_session', value: 'Zm9vYmFyYmF6cXV4cXV1eA' };
    expect(check({ sid: cookie.value }, {}, [cookie])).toThrow(/echoes/);
    expect(
      check({ sid: cookie.value }, { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
    ).toThrow(/echoes/);
  });
});
