import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateEvents } from '../db/schema.js';
import { DAY_MS } from '../../shared/dates/durations.js';

export type Bucket =
  'login_failure' | 'account_email' | 'enquiry' | 'registration_code' | 'message' | 'data_export';

/** Longer than any window events are counted over; the housekeeping job deletes older ones. */
export const RATE_EVENTS_KEPT_MS = DAY_MS;

export const staleRateEvents = (now: Date) =>
  lt(rateEvents.createdAt, new Date(now.getTime() - RATE_EVENTS_KEPT_MS));

/** Counts events in the database, so that every app server behind a load balancer sees the same numbers. */
export function createRateCounter(db: Db) {
  const since = (windowMs: number) => gt(rateEvents.createdAt, new Date(Date.now() - windowMs));
  return {
    async countBySubject(bucket: Bucket, subject: string, windowMs: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), since(windowMs)),
        );
      return row?.n ?? 0;
    },
    /** The subject's events in each of several windows, in one statement. */
    async countBySubjectWithin(
      bucket: Bucket,
      subject: string,
      windowsMs: readonly number[],
      tx: Db = db,
    ): Promise<number[]> {
      const longest = Math.max(...windowsMs);
      const [row] = await tx
        .select(
          Object.fromEntries(
            windowsMs.map((windowMs, i) => [
              `n${i}`,
              sql<number>`count(*) filter (where ${since(windowMs)})::int`,
            ]),
          ),
        )
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), since(longest)));
      return windowsMs.map((_, i) => Number(row?.[`n${i}`] ?? 0));
    },
    /** When the oldest event of the subject still in the window was recorded, if any. */
    async oldestBySubject(bucket: Bucket, subject: string, windowMs: number, tx: Db = db) {
      const [row] = await tx
        .select({ at: min(rateEvents.createdAt) })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), since(windowMs)),
        );
      return row?.at ?? null;
    },
    /** How long until the oldest of the subject's events in the window leaves it: a Retry-After. */
    async secondsUntilFree(bucket: Bucket, subject: string, windowMs: number, tx: Db = db) {
      const oldest = await this.oldestBySubject(bucket, subject, windowMs, tx);
      const freesAt = (oldest?.getTime() ?? Date.now()) + windowMs;
      return Math.max(1, Math.ceil((freesAt - Date.now()) / 1000));
    },
    async countByIp(bucket: Bucket, ip: string, windowMs: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.ip, ip), since(windowMs)));
      return row?.n ?? 0;
    },
    /**
     * Holds, until `tx` ends, the turn to count and record events of this subject and of this
     * address, so that two servers cannot both pass a limit only one more event fits under.
     * Subject before address, always, so no two transactions wait on each other in a circle.
     * Without a subject, only the address's turn is held; without an address (limits per person
     * only, such as messages), only the subject's, so people behind one school's address never
     * queue behind each other.
     */
    async lock(tx: Db, bucket: Bucket, subject: string | null, ip: string | null) {
      const keys = [
        ...(subject === null ? [] : [`${bucket}:subject:${subject}`]),
        ...(ip === null ? [] : [`${bucket}:ip:${ip}`]),
      ];
      for (const key of keys) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
    },
    async record(bucket: Bucket, subject: string, ip: string, tx: Db = db) {
      await tx.insert(rateEvents).values({ bucket, subject, ip });
    },
  };
}
export type RateCounter = ReturnType<typeof createRateCounter>;
