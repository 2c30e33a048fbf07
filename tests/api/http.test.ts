import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../src/server/factories/index.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { createTestApp, signInAs, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and headers', () => {
  it('runs on the database this project is for', () => {
    expect(t.database.kind).toBe(process.env.TEST_DB);
  });

  it('answers GET /api/health with ok', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends pages the security headers, with YouTube allowed in frames', async () => {
    const res = await t.get('/api/reminders/off?token=1.' + 'a'.repeat(43));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube(-nocookie)?\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain http: no HSTS, which would pin a development host to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends JSON answers only the headers a JSON answer needs', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    // Page-only headers: a JSON answer is never rendered as a page.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('pins browsers to https for a year, subdomains included, when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://classperk.example' },
    });
    try {
      const json = await https.get('/api/health');
      const page = await https.get('/api/reminders/off?token=1.' + 'a'.repeat(43));
      for (const res of [json, page]) {
        const hsts = String(res.headers['strict-transport-security']);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts).toContain('includeSubDomains');
      }
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await https.close();
    }
  });

  it('does not answer TRACE, which would echo the request back', async () => {
    for (const url of ['/api/health', '/api/user', '/']) {
      const res = await t.request({ method: 'TRACE', url, cookie: 'probe=cookie-value-7f3a' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('cookie-value-7f3a');
    }
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and a readable message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERVER_MSG.malformedJson });
  });

  it('refuses a body that tries to set __proto__', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"abc","password":"secret-enough","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a query key given twice where one value is expected', async () => {
    const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
    const once = await t.get('/api/admin/accounts?role=parent', { cookie: admin });
    expect(once.statusCode).toBe(200);
    const twice = await t.get('/api/admin/accounts?role=parent&role=admin', { cookie: admin });
    expect(twice.statusCode).toBe(400);
  });

  it('answers an empty JSON body with 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers wrong types with 400 and field errors', async () => {
    const res = await t.post('/api/login', { username: 123, password: ['x'], role: 'student' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    expect(body.message).toBeTruthy();
  });

  it('answers a JSON array or null body with 400', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.post('/api/login', {
      username: 'someone',
      password: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: SERVER_MSG.bodyTooLarge });
  });

  it('refuses a body that is not JSON with 4xx, never 500', async () => {
    const xml = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json<{ message: string }>().message).toMatch(/JSON/);

    const text = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=abc&password=abcdef',
    });
    expect([400, 415]).toContain(text.statusCode);

    const form = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=abc&password=abcdef',
    });
    expect([400, 415]).toContain(form.statusCode);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper?x=1'],
      ['DELETE', '/api/user'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<{ message: string }>().message).toMatch(/No API route/);
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin with 403', async () => {
    const user = await createUser(t.db);
    const res = await t.post(
      '/api/login',
      { username: user.username, password: TEST_PASSWORD, role: 'student' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SERVER_MSG.crossOrigin });
    expect(res.cookies).toEqual([]);
  });

  it('refuses a cross-origin logout, which keeps the session', async () => {
    const user = await createUser(t.db);
    const cookie = await signInAs(t, user);
    const res = await t.post('/api/logout', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.get('/api/user', { cookie })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const user = await createUser(t.db);
    const login = { username: user.username, password: TEST_PASSWORD, role: 'student' };
    const forged = {
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    };
    const res = await t.post('/api/login', login, { headers: forged });
    expect(res.statusCode).toBe(403);

    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const behind = await createUser(proxied.db);
      const viaProxy = await proxied.post(
        '/api/login',
        { ...login, username: behind.username },
        {
          headers: {
            origin: 'https://app.example',
            host: '10.0.0.5:3000',
            'x-forwarded-host': 'app.example',
          },
        },
      );
      expect(viaProxy.statusCode, viaProxy.body).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('accepts the same origin and a request without Origin', async () => {
    const user = await createUser(t.db);
    const same = await t.post(
      '/api/login',
      { username: user.username, password: TEST_PASSWORD, role: 'student' },
      { headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } },
    );
    expect(same.statusCode).toBe(200);
    const none = await t.post('/api/login', {
      username: user.username,
      password: TEST_PASSWORD,
      role: 'student',
    });
    expect(none.statusCode).toBe(200);
  });
});

describe('server errors', () => {
  it('hides the details of a failure: 500 with a request id, 503 from health', async () => {
    const broken = await createTestApp();
    const user = await createUser(broken.db);
    const cookie = await signInAs(broken, user);
    await broken.database.close();

    const res = await broken.get('/api/user', { cookie });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ message: string; requestId: string }>();
    expect(body.message).toBe(SERVER_MSG.serverError);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);

    const health = await broken.get('/api/health');
    expect(health.statusCode).toBe(503);
    await broken.close();
  });
});
