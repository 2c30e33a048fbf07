import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CONSENT_FLAG_SCRIPT } from '../../shared/consent/flag-script.js';
import { DEFERRED_SCRIPTS_LOADER } from '../../shared/public-site/deferred-scripts.js';
import { SERVER_MSG } from '../../shared/messages.js';
import { forbidden } from './errors.js';

// Prerendered pages' two inline scripts are allowed by their hashes alone.
const INLINE_SCRIPT_HASHES = [CONSENT_FLAG_SCRIPT, DEFERRED_SCRIPTS_LOADER].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

type Headers = [name: string, value: string][];

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once at start instead of by a new helmet middleware on every response.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Everything a page (HTML, or any file a browser may open as a document) needs. */
const pageHeaders = (https: boolean) =>
  helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // blob: for hls.js, which plays a recording through a Media Source object URL.
        mediaSrc: ["'self'", 'https:', 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        // No page needs a <base>; 'none' stops injected markup from re-pointing relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/**
 * A JSON answer is never rendered, so it needs only what stops a browser from treating it as
 * something else (nosniff; a policy that allows nothing, should it be opened as a document), from
 * reading it into another site (Cross-Origin-Resource-Policy), and HSTS.
 */
const jsonHeaders = (https: boolean) =>
  helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    hsts: https,
  });

/** Headers and a Content-Security-Policy that allow what the app needs (YouTube embeds) and no more. */
export function registerSecurity(app: FastifyInstance, options: { https: boolean }) {
  const forPages = pageHeaders(options.https);
  const forJson = jsonHeaders(options.https);
  // After the handler, when the content type is known; a header a route set itself is kept.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && /^application\/([\w.-]+\+)?json\b/.test(type);
    for (const [name, value] of json ? forJson : forPages)
      if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  // A state-changing call from another site's page is refused even if a browser sent the cookie.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    const origin = request.headers.origin;
    if (!origin || request.routeOptions.config.crossSitePost) return;
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
