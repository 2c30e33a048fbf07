import { rm } from 'node:fs/promises';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordedLessons } from '../../db/schema.js';
import { lessonRecordings, recordingSettings } from '../../db/schema-recordings.js';
import { HLS_ROOT, hlsPrefixFor, recordingDirFor } from '../../media/recording-paths.js';
import { DEFAULT_RETENTION_DAYS } from '../../../shared/recordings/schemas.js';
import { DAY_MS } from '../../../shared/dates/durations.js';
import type { RecordingStorage } from './storage.js';

const BATCH = 100;

export async function retentionDays(db: Db) {
  const [row] = await db.select().from(recordingSettings).where(eq(recordingSettings.id, 1));
  return row?.retentionDays ?? DEFAULT_RETENTION_DAYS;
}

/**
 * Deletes the given recordings whole: their stored HLS, any raw files left, then the recorded
 * lesson (its lesson_recordings row and views go with it). Files first, so a crash between leaves
 * a row to retry rather than files nobody points to.
 */
export async function deleteRecordings(
  db: Db,
  storage: RecordingStorage,
  dataDir: string,
  rows: { recordedLessonId: number; sessionId: number }[],
) {
  for (const row of rows) {
    await storage.removePrefix(hlsPrefixFor(row.recordedLessonId));
    await rm(recordingDirFor(row.sessionId, dataDir), { recursive: true, force: true });
  }
  if (rows.length > 0)
    await db.delete(recordedLessons).where(
      inArray(
        recordedLessons.id,
        rows.map((row) => row.recordedLessonId),
      ),
    );
  return rows.length;
}

/**
 * Stored HLS whose recorded lesson is gone (an erasure deletes a family's one-to-one recordings
 * in its transaction and leaves their files to this), deleted.
 */
export async function removeOrphanedFiles(db: Db, storage: RecordingStorage) {
  const stored = (await storage.children(HLS_ROOT)).filter((name) => /^\d{1,10}$/.test(name));
  if (stored.length === 0) return 0;
  const kept = await db
    .select({ id: recordedLessons.id })
    .from(recordedLessons)
    .where(inArray(recordedLessons.id, stored.map(Number)));
  const orphans = stored.filter((name) => !kept.some((row) => row.id === Number(name)));
  for (const name of orphans) await storage.removePrefix(hlsPrefixFor(Number(name)));
  return orphans.length;
}

/** The recordings made longer ago than the admins' retention period, deleted (decision 117). */
export async function enforceRecordingRetention(
  db: Db,
  storage: RecordingStorage,
  dataDir: string,
  now: Date,
) {
  const cutOff = new Date(now.getTime() - (await retentionDays(db)) * DAY_MS);
  let deleted = 0;
  for (;;) {
    const rows = await db
      .select({
        recordedLessonId: lessonRecordings.recordedLessonId,
        sessionId: lessonRecordings.sessionId,
      })
      .from(lessonRecordings)
      .where(lt(lessonRecordings.createdAt, cutOff))
      .limit(BATCH);
    deleted += await deleteRecordings(db, storage, dataDir, rows);
    if (rows.length < BATCH) return deleted;
  }
}
