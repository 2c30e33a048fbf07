import { recordingQueue } from '../../media/recording-queue.js';
import { defineTask } from '../../jobs/task.js';
import { processRecording } from './process.js';
import { enforceRecordingRetention, removeOrphanedFiles } from './retention.js';
import { recordingStorage } from './storage.js';
import { recordingsDue } from './sweep.js';

/**
 * Converts a lesson's recording when the engine ends it; every five minutes, sweeps for rooms
 * that ended without it; every night at 04:30, deletes recordings past their retention and files
 * whose recording an erasure deleted.
 */
export const recordingTask = defineTask({
  queue: recordingQueue,
  schedules: [
    { key: 'recordings-sweep', cron: '*/5 * * * *', data: {} },
    { key: 'recordings-retention', cron: '30 4 * * *', data: { retention: true } },
  ],
  handler: ({ db, jobs, config }) => {
    const storage = recordingStorage(config);
    return async ({ data }) => {
      const now = jobs.now();
      if (data.sessionId !== undefined)
        return processRecording({ db, dataDir: config.dataDir, storage, now }, data.sessionId);
      if (data.retention)
        return {
          deleted: await enforceRecordingRetention(db, storage, config.dataDir, now),
          orphans: await removeOrphanedFiles(db, storage),
        };
      const due = await recordingsDue(db, config.dataDir, now);
      for (const sessionId of due)
        await jobs.send(recordingQueue, { sessionId }, { singletonKey: `session-${sessionId}` });
      return { queued: due.length };
    };
  },
});
