import path from 'node:path';

/*
 * A stub until the recordings work lands (its owner replaces this file): where Janus writes a
 * session's raw .mjr recordings. Absolute, because Janus runs in its own working folder.
 */
export const recordingDirFor = (sessionId: number, dataDir = process.env.DATA_DIR ?? './data') =>
  path.resolve(dataDir, 'recordings', 'raw', String(sessionId));
