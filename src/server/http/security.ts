import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../shared/messages.js';
import { forbidden } from './errors.js';

/** Headers and a Content-Security-Policy that allow what the app needs (YouTube embeds) and no more. */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // A state-changing call from another site's page is refused even if a browser sent the cookie.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(SERVER_MSG.crossOrigin);
    }
    if (originHost !== host) throw forbidden(SERVER_MSG.crossOrigin);
  });
}
