import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** How long a job cut short by a lost database waits for it before failing as any error would. */
export const OUTAGE_WAIT_MS = 60_000;
const PING_EVERY_MS = 500;

/**
 * Runs a job's handler again once the database answers, when it failed because the database went
 * away. Failed at once, the job could not even be marked failed until the database was back, so it
 * would stay active until it expired (minutes), and its retry would then wait its delay and use up
 * one of its tries on something the job did not do.
 */
export async function runThroughOutages<R>(
  run: () => Promise<R>,
  ping: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  waitMs = OUTAGE_WAIT_MS,
): Promise<R> {
  const deadline = Date.now() + waitMs;
  const answers = () =>
    ping().then(
      () => true,
      () => false,
    );
  for (;;) {
    try {
      return await run();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() > deadline) throw err;
      log.warn({ reason: (err as Error).message }, 'a job waits for the database to run again');
      while (!(await answers())) {
        if (Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
      }
    }
  }
}
