import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MSG, OWN_EXPORTS_PER_DAY } from '../../../shared/account/data-export.js';
import type { Db } from '../../db/client.js';
import { tooManyRequests } from '../../http/errors.js';
import type { RateCounter } from '../../identity/throttle.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/**
 * Counts a person's own export against their day's allowance, in the export's transaction and
 * under their lock, so requests racing each other cannot pass it together; past it, a 429 with
 * Retry-After. Keyed `user:<id>`, which an erasure deletes with the rest of their counters.
 */
export async function useExportAllowance(
  rate: RateCounter,
  tx: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const subject = `user:${userId}`;
  await rate.lock(tx, 'data_export', subject, null);
  if ((await rate.countBySubject('data_export', subject, DAY_MS, tx)) >= OWN_EXPORTS_PER_DAY) {
    const seconds = await rate.secondsUntilFree('data_export', subject, DAY_MS, tx);
    reply.header('retry-after', String(seconds));
    throw tooManyRequests(EXPORT_MSG.tooMany);
  }
  await rate.record('data_export', subject, request.ip, tx);
}
