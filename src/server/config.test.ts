import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run the app on the embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      localEvaluation: true,
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      seedDemo: true,
      smtpUrl: null,
      cookieSecure: false,
      sessionIdleMs: 3 * 86_400_000,
      sessionAbsoluteMs: 30 * 86_400_000,
      passwordResetMs: 60 * 60_000,
      trustProxy: false,
    });
  });

  it('never seeds demo accounts when DATABASE_URL is set, even if asked to', () => {
    const url = 'postgres://app@db.example/classperk';
    const deployment = { DATABASE_URL: url, EMAIL_OUTBOX: 'true' };
    expect(loadConfig(deployment).seedDemo).toBe(false);
    expect(loadConfig({ ...deployment, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig(deployment).databaseUrl).toBe(url);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('is a local evaluation only on the embedded database with a PUBLIC_URL on this machine', () => {
    for (const PUBLIC_URL of [
      'http://localhost:8080',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]) {
      expect(loadConfig({ PUBLIC_URL }), PUBLIC_URL).toMatchObject({
        localEvaluation: true,
        seedDemo: true,
        host: '127.0.0.1',
      });
    }
    const deployments = [
      { PUBLIC_URL: 'https://classperk.example' },
      { PUBLIC_URL: 'http://192.168.1.20:3000' },
      { PUBLIC_URL: 'http://localhost.example.com' },
      { DATABASE_URL: 'postgres://app@localhost/classperk' },
    ];
    for (const env of deployments) {
      const config = loadConfig({ ...env, SEED_DEMO: 'true', EMAIL_OUTBOX: 'true' });
      expect(config, JSON.stringify(env)).toMatchObject({
        localEvaluation: false,
        seedDemo: false,
        host: '0.0.0.0',
      });
    }
  });

  it('listens where HOST says, demo or not', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const deployment = { PUBLIC_URL: 'https://classperk.example', EMAIL_OUTBOX: 'true' };
    expect(loadConfig({ ...deployment, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('rejects an invalid PORT with a readable ConfigError', () => {
    for (const PORT of ['abc', '70000', '-1', '3.5']) {
      let error: unknown;
      try {
        loadConfig({ PORT });
      } catch (err) {
        error = err;
      }
      expect(error, PORT).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(
        /^Invalid environment configuration:\n {2}PORT: /,
      );
    }
  });

  it('names every invalid setting at once', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud', SEED_DEMO: 'yes' }),
    ).toThrow(/PUBLIC_URL: .*\n.*SEED_DEMO: .*\n.*LOG_LEVEL: /s);
  });

  it('derives the secure cookie from an https PUBLIC_URL, without a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://classperk.example/', EMAIL_OUTBOX: 'true' });
    expect(config.publicUrl).toBe('https://classperk.example');
    expect(config.cookieSecure).toBe(true);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://classperk.example',
        EMAIL_OUTBOX: 'true',
        COOKIE_SECURE: 'false',
      }).cookieSecure,
    ).toBe(false);
  });

  it('reads session limits in minutes and days', () => {
    const config = loadConfig({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_DAYS: '1' });
    expect(config.sessionIdleMs).toBe(5 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(86_400_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(ConfigError);
  });

  it('requires a second factor of admins and tutors in a deployment, of nobody in a demo', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual([]);
    const deployment = { PUBLIC_URL: 'https://app.example.com', EMAIL_OUTBOX: 'true' };
    expect(loadConfig(deployment).mfaRequiredRoles).toEqual(['admin', 'tutor']);
    expect(
      loadConfig({ ...deployment, MFA_REQUIRED_ROLES: 'admin, tutor,parent' }).mfaRequiredRoles,
    ).toEqual(['admin', 'tutor', 'parent']);
    expect(loadConfig({ ...deployment, MFA_REQUIRED_ROLES: 'none' }).mfaRequiredRoles).toEqual([]);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'owner' })).toThrow(ConfigError);
  });

  it('refuses a deployment without a mail server unless EMAIL_OUTBOX says so', () => {
    const deployments = [
      { PUBLIC_URL: 'https://classperk.example' },
      { DATABASE_URL: 'postgres://app@localhost/classperk' },
    ];
    for (const env of deployments) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /SMTP_URL is not set.*EMAIL_OUTBOX=true/s,
      );
      expect(loadConfig({ ...env, SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe(
        'smtps://mail.example',
      );
      expect(loadConfig({ ...env, EMAIL_OUTBOX: 'true' }).smtpUrl).toBeNull();
    }
    expect(loadConfig({}).smtpUrl).toBeNull();
  });
});
