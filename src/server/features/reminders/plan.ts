import type { Db } from '../../db/client.js';
import { inTransaction, type JobEngine } from '../../jobs/engine.js';
import { defineQueue } from '../../jobs/queue.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';

/** Longest lead first: each reminder is worth sending only until the next one's time. */
export const REMINDERS = [
  { kind: '24h', leadMs: 24 * HOUR_MS },
  { kind: '1h', leadMs: HOUR_MS },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

export interface ReminderJob {
  sessionId: number;
  kind: ReminderKind;
  /** The start the reminder was planned for; a session that has moved since sends nothing. */
  startsAt: string;
}

export const reminderQueue = defineQueue<ReminderJob>('session-reminders', {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 300,
});

const leadOf = (kind: ReminderKind) => REMINDERS.find((r) => r.kind === kind)!.leadMs;
const sendAt = (startsAt: Date, kind: ReminderKind) => new Date(startsAt.getTime() - leadOf(kind));

/** Cancelled and completed sessions get no reminders; every other status does. */
export const remindsFor = (status: string) => !['cancelled', 'completed'].includes(status);

/**
 * Whether a reminder still makes sense at `now`: before its own time when planning, and at run
 * time until the next reminder's time (a 24-hour reminder an hour before is just noise).
 */
export function stillUseful(kind: ReminderKind, startsAt: Date, now: Date): boolean {
  const index = REMINDERS.findIndex((r) => r.kind === kind);
  const next = REMINDERS[index + 1];
  return now.getTime() < startsAt.getTime() - (next ? next.leadMs : 0);
}

/** The reminders to plan for a session starting at `startsAt`: those whose time is still ahead. */
export const remindersAhead = (startsAt: Date, now: Date): ReminderKind[] =>
  REMINDERS.filter((r) => sendAt(startsAt, r.kind).getTime() > now.getTime()).map((r) => r.kind);

/**
 * Plans (or moves) a session's reminders through `tx`, so they change exactly when the session
 * does. One waiting job per session and reminder: upsert by key moves it to the new time. Jobs
 * planned for an older time or a session since cancelled still run, find it changed, and send nothing.
 */
export async function planReminders(
  tx: Db,
  jobs: JobEngine,
  session: { id: number; scheduledFor: Date; status: string },
) {
  if (!remindsFor(session.status)) return;
  for (const kind of remindersAhead(session.scheduledFor, jobs.now())) {
    const data: ReminderJob = {
      sessionId: session.id,
      kind,
      startsAt: session.scheduledFor.toISOString(),
    };
    await jobs.boss.upsert(reminderQueue.name, data, {
      singletonKey: `${session.id}:${kind}`,
      startAfter: sendAt(session.scheduledFor, kind),
      ...inTransaction(tx),
    });
  }
}

/**
 * Plans the reminders of sessions that have none yet (a class's new occurrences) in one statement.
 * Each job carries the same key as planReminders', so a later move of one session upserts it.
 */
export async function planNewSessionsReminders(
  tx: Db,
  jobs: JobEngine,
  sessions: readonly { id: number; scheduledFor: Date; status: string }[],
) {
  const now = jobs.now();
  const items = sessions
    .filter((session) => remindsFor(session.status))
    .flatMap((session) =>
      remindersAhead(session.scheduledFor, now).map((kind) => ({
        data: { sessionId: session.id, kind, startsAt: session.scheduledFor.toISOString() },
        singletonKey: `${session.id}:${kind}`,
        startAfter: sendAt(session.scheduledFor, kind),
      })),
    );
  if (items.length > 0) await jobs.insert(reminderQueue, items, { tx });
}
