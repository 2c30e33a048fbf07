import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONSENT_FLAG_SCRIPT } from '../../shared/consent/flag-script.js';
import { DEFERRED_SCRIPTS_LOADER } from '../../shared/public-site/deferred-scripts.js';
import { SERVER_MSG } from '../../shared/messages.js';
import { forbidden } from './errors.js';

// Prerendered pages' two inline scripts are allowed by their hashes alone.
const INLINE_SCRIPT_HASHES = [CONSENT_FLAG_SCRIPT, DEFERRED_SCRIPTS_LOADER].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** Headers and a Content-Security-Policy that allow what the app needs (YouTube embeds) and no more. */
export async function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        // No page needs a <base>; 'none' stops injected markup from re-pointing relative URLs.
        baseUri: ["'none'"],
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
    // request.host is X-Forwarded-Host only when TRUST_PROXY says a proxy sets it, else Host.
    const host = request.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(SERVER_MSG.crossOrigin);
    }
    if (originHost !== host) throw forbidden(SERVER_MSG.crossOrigin);
  });
}
