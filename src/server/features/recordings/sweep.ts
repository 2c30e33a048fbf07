import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduledSessions } from '../../db/schema.js';
import { lessonRecordings } from '../../db/schema-recordings.js';
import { recordingDirFor } from '../../media/recording-paths.js';
import { MINUTE_MS } from '../../../shared/dates/durations.js';

/** After a session's end time, how long its room may run over before its recording is converted. */
export const GRACE_MINUTES = 15;
/** Sessions looked at per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * The sessions with raw recordings whose lesson ended more than the grace ago and whose
 * conversion has not started: a room the engine never ended still gets its recording.
 */
export async function recordingsDue(db: Db, dataDir: string, now: Date) {
  const root = path.dirname(recordingDirFor(0, dataDir));
  const ids = (await readdir(root).catch(() => []))
    .filter((name) => /^\d{1,10}$/.test(name))
    .map(Number)
    .slice(0, SWEEP_LIMIT);
  if (ids.length === 0) return [];
  const cutOff = new Date(now.getTime() - GRACE_MINUTES * MINUTE_MS);
  const rows = await db
    .select({ id: scheduledSessions.id })
    .from(scheduledSessions)
    .where(
      and(
        inArray(scheduledSessions.id, ids),
        lte(
          sql`${scheduledSessions.scheduledFor} + make_interval(mins => ${scheduledSessions.duration})`,
          cutOff,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(lessonRecordings)
            .where(sql`${lessonRecordings.sessionId} = ${scheduledSessions.id}`),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
