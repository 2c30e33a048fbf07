import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_PATHS_FILE, appPathMatcher } from '../../shared/app-paths.js';
import {
  PRERENDERED_ADDRESS_FILE,
  PUBLIC_PAGES,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFile,
} from '../../shared/public-site/pages.js';
import { PROJECT_ROOT } from '../paths.js';

export const DEFAULT_WEB_ROOT = path.join(PROJECT_ROOT, 'dist', 'web');

interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Reads a prerendered page once, with this server's address filled in, in every encoding. The
 * build's compressed copies serve when they carry the same address; otherwise compressing here
 * costs about 1.4 s of the start (decision 047).
 */
const loadPrerendered = async (
  file: string,
  publicUrl: string,
  builtForThisAddress: boolean,
): Promise<PrerenderedPage> => {
  const html = Buffer.from(
    (await readFile(file, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl),
  );
  if (builtForThisAddress) {
    return { html, br: await readFile(`${file}.br`), gzip: await readFile(`${file}.gz`) };
  }
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
};

/** Whether the build compressed the prerendered pages for this address (a plain vite build did not). */
const compressedByBuild = async (webRoot: string, publicUrl: string, log: FastifyBaseLogger) => {
  const address = await readFile(path.join(webRoot, PRERENDERED_ADDRESS_FILE), 'utf8').catch(
    () => null,
  );
  if (address !== null && address !== publicUrl) {
    log.warn(
      { builtFor: address, publicUrl },
      'the web build compressed its pages for another PUBLIC_URL, so they are compressed at start; build with this PUBLIC_URL to start faster',
    );
  }
  return address === publicUrl;
};

const sendPrerendered = (request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
};

/** Whether the router knows a path; a build without the list (a plain vite build) knows them all. */
const loadAppPaths = async (webRoot: string) => {
  const list = await readFile(path.join(webRoot, APP_PATHS_FILE), 'utf8').catch(() => null);
  return list === null ? () => true : appPathMatcher(JSON.parse(list) as string[]);
};

/**
 * Serves the built web app. Public pages get their prerendered HTML (content before any
 * JavaScript runs); each built file gets its own route (wildcard: false); both come as the
 * compressed copies made by the build when the browser accepts them; any other path gets index.html so that the client
 * router decides, with a 404 status when the router has no such path, so that it shows its 404 page.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string, publicUrl: string) {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // One route per file is set up at start: the compressed copies are found beside the file
    // they belong to, and the prerendered pages are reached only through their public paths,
    // with the address filled in.
    globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
    setHeaders(res, filePath) {
      // Hashed assets never change; everything else is revalidated.
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const precompressed = await compressedByBuild(webRoot, publicUrl, app.log);
  for (const page of PUBLIC_PAGES) {
    const file = path.join(webRoot, prerenderedFile(page.path));
    // A plain `vite build` has no prerendered pages; index.html then serves these paths too.
    if (!existsSync(file)) continue;
    const prerendered = await loadPrerendered(file, publicUrl, precompressed);
    app.get(page.path, async (request, reply) => sendPrerendered(request, reply, prerendered));
  }
  // The contact form is a section of the landing page; this address works without JavaScript.
  app.get('/contact', async (_request, reply) => reply.redirect('/#contact', 301));

  const knownPath = await loadAppPaths(webRoot);
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply
      .code(knownPath(request.url.split('?')[0]!) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
