import type { onSendAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { safeReason } from '../../logging.js';
import { recordSecurityEvent } from '../../records/security-log.js';

const paramsOf = (params: unknown) =>
  Object.fromEntries(
    Object.entries(params && typeof params === 'object' ? params : {}).map(([name, value]) => [
      name,
      String(value).slice(0, 100),
    ]),
  );

/**
 * Logs every 403 a signed-in user receives, whichever guard or ownership check refused them, with
 * the route's parameters (which record they reached for). Signed-out 401s are not logged
 * (decision 042). A log that cannot be written never changes the answer.
 */
export const recordRefusals =
  (db: Db): onSendAsyncHookHandler =>
  async (request, reply, payload) => {
    if (reply.statusCode !== 403 || !request.user) return payload;
    try {
      await recordSecurityEvent(db, request, {
        type: 'access_refused',
        outcome: 'refused',
        detail: paramsOf(request.params),
      });
    } catch (err) {
      request.log.warn(
        { reqId: request.id, reason: err instanceof Error ? safeReason(err) : String(err) },
        'refusal not logged',
      );
    }
    return payload;
  };
