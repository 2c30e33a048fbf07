import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { hlsPrefixFor, recordingDirFor, workDirFor } from '../../media/recording-paths.js';
import { convertRecording } from './convert.js';
import { publishProcessing } from './publish.js';
import type { RecordingStorage } from './storage.js';

export interface ProcessContext {
  db: Db;
  dataDir: string;
  storage: RecordingStorage;
  now: Date;
}

/** The end of an error's text, enough for an admin to see what ffmpeg or janus-pp-rec said. */
const summary = (error: unknown) =>
  String(error instanceof Error ? error.message : error).slice(-2000);

/**
 * One session's recording, from its raw files to stored HLS, published as the class's recorded
 * lesson (issue 29 §4). Idempotent: a recording already ready is left alone, and a retry starts
 * the conversion again from the raw files, which go only once the HLS is stored.
 */
export async function processRecording(context: ProcessContext, sessionId: number) {
  const { db, dataDir, storage, now } = context;
  const rawDir = recordingDirFor(sessionId, dataDir);
  if (!(await stat(rawDir).catch(() => null))) return { processed: 0 };
  const recording = await publishProcessing(db, sessionId, now);
  if (!recording || recording.status === 'ready') return { processed: 0 };
  const workDir = workDirFor(sessionId, dataDir);
  try {
    const converted = await convertRecording(rawDir, workDir);
    const prefix = hlsPrefixFor(recording.recordedLessonId);
    await storage.removePrefix(prefix);
    let bytes = 0;
    // Segments first, the playlist last: a playlist is only stored once everything it names is.
    const ordered = [...converted.files].sort(
      (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
    );
    for (const name of ordered) {
      const file = path.join(converted.dir, name);
      bytes += (await stat(file)).size;
      await storage.put(`${prefix}/${name}`, file);
    }
    await db
      .update(lessonRecordings)
      .set({
        status: 'ready',
        durationSeconds: converted.durationSeconds,
        bytes,
        error: null,
        readyAt: now,
      })
      .where(eq(lessonRecordings.id, recording.id));
    await rm(rawDir, { recursive: true, force: true });
    return { processed: 1 };
  } catch (error) {
    await db
      .update(lessonRecordings)
      .set({ status: 'failed', error: summary(error) })
      .where(and(eq(lessonRecordings.id, recording.id), ne(lessonRecordings.status, 'ready')));
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
