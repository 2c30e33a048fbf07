import type { Db } from '../db/client.js';
import type { JobEngine } from '../jobs/engine.js';
import { defineQueue } from '../jobs/queue.js';

/**
 * A session whose recording should be converted now (`sessionId`), the nightly retention run
 * (`retention`), or the sweep for rooms that ended without the engine's "end" (neither).
 */
export interface RecordingJob {
  sessionId?: number;
  retention?: boolean;
}

/**
 * One conversion per session at a time; a failed one retries after a minute, then twice more
 * with backoff. An hour covers a long lesson's encoding on a busy machine.
 */
export const recordingQueue = defineQueue<RecordingJob>('lesson-recordings', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 3600,
});

/** The engine's "end": convert the lesson's recording now rather than at the next sweep. */
export const lessonEnded = (jobs: JobEngine, sessionId: number, tx?: Db) =>
  jobs.send(recordingQueue, { sessionId }, { tx, singletonKey: `session-${sessionId}` });
