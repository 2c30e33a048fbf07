import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Resolves to dist/web from both src/server and dist/server, which sit at the same depth.
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/**
 * Serves the built single-page app. Each built file gets its own route (wildcard: false), and any
 * other path gets index.html so that the client router decides, including its 404 page.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string) {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; everything else is revalidated.
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
