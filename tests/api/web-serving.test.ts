import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import {
  PRERENDERED_ADDRESS_FILE,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFile,
} from '../../src/shared/public-site/pages.js';
import { createTestApp, type TestApp } from './support/app.js';

/*
 * How the server hands out the built web app: prerendered HTML for public pages with its own
 * address filled in, compressed copies when the browser takes them, index.html for the rest.
 */

const PUBLIC_URL = 'https://classperk.example';
const SHELL =
  '<!doctype html><html><head><title>ClassPerk</title></head><body><div id="root"></div></body></html>';
const page = (heading: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/x" /></head><body><div id="root"><h1>${heading}</h1></div></body></html>`;
const SCRIPT = 'console.log("app");'.repeat(50);
// Only in the build's compressed copies, to tell them from copies the server would make.
const BUILT = '<!-- compressed by the build -->';

let t: TestApp;
let web: FastifyInstance;
let webDir: string;

const serve = (publicUrl: string) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: publicUrl,
      WEB_DIR: webDir,
      EMAIL_OUTBOX: 'true',
    }),
    database: t.database,
    serveWeb: true,
    logger: false,
  });

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'classperk-web-test-'));
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(webDir, file)), { recursive: true });
    await writeFile(path.join(webDir, file), content);
  };
  await write('index.html', SHELL);
  for (const [pagePath, heading] of [
    ['/', 'Home'],
    ['/about/our-story', 'Our story'],
  ] as const) {
    await write(prerenderedFile(pagePath), page(heading));
    const filled = page(heading).replaceAll(PUBLIC_URL_PLACEHOLDER, PUBLIC_URL) + BUILT;
    await write(`${prerenderedFile(pagePath)}.br`, brotliCompressSync(filled));
    await write(`${prerenderedFile(pagePath)}.gz`, gzipSync(filled));
  }
  await write(PRERENDERED_ADDRESS_FILE, PUBLIC_URL);
  await write('assets/app-1234.js', SCRIPT);
  await write('assets/app-1234.js.br', brotliCompressSync(SCRIPT));

  t = await createTestApp();
  web = await serve(PUBLIC_URL);
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });

describe('prerendered public pages', () => {
  it('are served as HTML with the public address filled in', async () => {
    const res = await get('/about/our-story');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Our story</h1>');
    expect(res.body).toContain(`href="${PUBLIC_URL}/x"`);
    expect(res.body).not.toContain(PUBLIC_URL_PLACEHOLDER);
  });

  it("come as the build's brotli or gzip copy when the browser accepts it, plain otherwise", async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`</html>${BUILT}`);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(`</html>${BUILT}`);

    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Home</h1>');
    expect(plain.body).toContain(`href="${PUBLIC_URL}/x"`);
  });

  it('are compressed at start, with its address, by a server the build did not compress them for', async () => {
    const elsewhere = await serve('https://elsewhere.example');
    try {
      const res = await elsewhere.inject({
        method: 'GET',
        url: '/about/our-story',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('href="https://elsewhere.example/x"');
      expect(html).not.toContain(BUILT);
    } finally {
      await elsewhere.close();
    }
  });

  it('are not served from the build folder they live in, without their address', async () => {
    const res = await get('/prerendered/index.html', { 'accept-encoding': 'identity' });
    expect(res.body).not.toContain('<h1>Home</h1>');
  });

  it('fall back to index.html for a public page the build did not prerender', async () => {
    const res = await get('/sitemap');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});

describe('everything else', () => {
  it('gets index.html, so the client router decides (signed-in pages, 404)', async () => {
    for (const url of ['/dashboard', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('sends the compressed copy of a built file made by the build', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends /contact to the contact section of the landing page', async () => {
    const res = await get('/contact');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/#contact');
  });

  it('leaves unknown API paths to the API', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
