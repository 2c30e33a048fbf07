import type { ServerResponse } from 'node:http';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { PARTICIPANT_ROLES, type MessagingEvent } from '../../../shared/messaging/schemas.js';
import type { Api } from '../../http/contract.js';
import { tooManyRequests } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import type { SessionWatch } from '../../identity/session-watch.js';
import type { MessagingHub } from './live.js';

/** Often enough that proxies and load balancers, which close idle connections after 30 to 60 s, never do. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 5_000;

const frame = (event: MessagingEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * `GET /api/messages/events`: the signed-in parent's or tutor's server-sent event stream. Written
 * to the raw response after `reply.hijack()`, so Fastify neither serializes nor ends it; it ends
 * when the browser goes away or the server closes. Outside the OpenAPI document, as a stream that
 * never ends cannot be called like the JSON calls (decision 056 describes it).
 */
export function registerMessagingEvents(app: Api, hub: MessagingHub, sessionWatch: SessionWatch) {
  const open = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const raw of open) raw.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    for (const raw of open) raw.end();
    open.clear();
    done();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/messages/events',
    { config: { access: PARTICIPANT_ROLES }, schema: { hide: true } },
    async (request, reply) => {
      const user = currentUser(request);
      const raw = reply.raw;
      let started = false;
      const unsubscribe = await hub.subscribe(user.id, (event) => {
        if (started) raw.write(frame(event));
      });
      if (!unsubscribe) {
        reply.header('retry-after', String(RECONNECT_MS / 1000));
        throw tooManyRequests(MESSAGING_MSG.tooManyConnections);
      }
      reply.hijack();
      // The security headers the app set on this reply, which hijacking would otherwise leave out.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      started = true;
      open.add(raw);
      request.raw.socket.setNoDelay(true);
      // A session that ends (sign-out, or the account closed) ends its stream too, on any server.
      const unwatch = request.sessionIdHash
        ? sessionWatch.watch(request.sessionIdHash, () => raw.end())
        : () => {};
      const end = () => {
        open.delete(raw);
        unsubscribe();
        unwatch();
      };
      if (raw.destroyed) end();
      else raw.on('close', end);
    },
  );
}
