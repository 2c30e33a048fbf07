import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { scheduleGeneration } from '../../db/schema-schedule-generation.js';

/** About 3,000 families' answers of 10 kB on each server; past it the least recently read go. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Kept {
  /** The schedule change count read before the answer was made. */
  changes: number;
  /** When the answer's first session starts: it then leaves the list and another may join. */
  validUntil: number;
  json: Buffer;
}

export interface MadeAnswer {
  json: Buffer;
  validUntil: number;
}

/**
 * Each family's upcoming sessions as last sent, kept on this server (decision 130). A kept answer
 * is good while the count of schedule changes (migration 0043) is the one read before it was made
 * and its first session has not started. The count is read on every call, so a change committed
 * by any server or job is seen by the next call, and an answer is never older than its count.
 */
export function keptUpcoming(db: Db) {
  const kept = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.json.byteLength + 64,
  });
  const readChanges = db
    .select({ changes: scheduleGeneration.changes })
    .from(scheduleGeneration)
    .prepare('schedule_changes');

  return async (key: string, now: Date, make: () => Promise<MadeAnswer>): Promise<Buffer> => {
    const [count] = await readChanges.execute();
    const hit = kept.get(key);
    if (count && hit?.changes === count.changes && now.getTime() < hit.validUntil) return hit.json;
    const made = await make();
    if (count) kept.set(key, { changes: count.changes, ...made });
    return made.json;
  };
}
