import path from 'node:path';
import type { FeedKind } from '../../shared/classroom/feed-ids.js';

/**
 * Where a lesson's recording lives, from Janus's raw files to the HLS people watch (issue 29 §4,
 * decision 117). Paths are absolute because Janus runs as its own process with its own working
 * directory.
 */

/** The data folder, as config.ts reads it, for callers that have no Config at hand. */
const defaultDataDir = () => process.env.DATA_DIR ?? './data';

/** The folder Janus writes a session's .mjr files into: the room's `rec_dir`. */
export function recordingDirFor(sessionId: number, dataDir = defaultDataDir()): string {
  return path.resolve(dataDir, 'recordings', 'raw', String(sessionId));
}

/** Scratch space for one conversion: janus-pp-rec's webm and opus files, then the HLS output. */
export function workDirFor(sessionId: number, dataDir = defaultDataDir()): string {
  return path.resolve(dataDir, 'recordings', 'work', String(sessionId));
}

/** The key prefix a recording's HLS files are stored under, locally or in S3: its lesson's id. */
export const HLS_ROOT = 'hls';
export const hlsPrefixFor = (recordedLessonId: number) => `${HLS_ROOT}/${recordedLessonId}`;

/** The playlist people open; segments sit beside it as `segment-00000.ts` and so on. */
export const HLS_PLAYLIST = 'index.m3u8';
export const HLS_SEGMENT = /^segment-\d{5}\.ts$/;

/**
 * What is kept of each kind (decision 117): the tutor's camera and microphone, the shared screen,
 * and everyone's microphone. Janus 1.1 records a publisher whole, so a pupil's camera is written
 * as raw RTP too; the pipeline deletes it unconverted, never decoding a frame.
 */
export const KEPT_MEDIA: Record<FeedKind, { audio: boolean; video: boolean }> = {
  'tutor-camera': { audio: true, video: true },
  'tutor-screen': { audio: true, video: true },
  pupil: { audio: true, video: false },
  admin: { audio: true, video: false },
};
