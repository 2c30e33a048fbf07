import { and, asc, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { CALENDAR_ROWS, type scheduleSchema } from '../../../shared/insights/responses.js';
import type { Db } from '../../db/client.js';
import { liveSessions, scheduledSessions } from '../../db/schema.js';
import { presentLive } from '../../sessions/presenters.js';
import { tutorRowsOf } from '../../policies/ownership.js';
import type { SessionUser } from '../../identity/guard.js';

type Calendar = z.output<typeof scheduleSchema>;
type Column = Parameters<typeof gte>[0];

/**
 * The calendar from `from` up to `to`, at most CALENDAR_ROWS of each kind. When either kind runs
 * over, both stop at the first entry left out, so what is shown is every entry up to that instant:
 * a day is never shown with part of its sessions missing.
 */
export async function calendarOf(
  db: Db,
  user: SessionUser,
  from: Date,
  to: Date,
): Promise<Calendar> {
  const inRange = (tutorId: Column, at: Column) =>
    and(tutorRowsOf(user, tutorId), gte(at, from), lt(at, to));
  const [scheduled, live] = await Promise.all([
    db
      .select()
      .from(scheduledSessions)
      .where(inRange(scheduledSessions.tutorId, scheduledSessions.scheduledFor))
      .orderBy(asc(scheduledSessions.scheduledFor), asc(scheduledSessions.id))
      .limit(CALENDAR_ROWS + 1),
    db
      .select()
      .from(liveSessions)
      .where(inRange(liveSessions.tutorId, liveSessions.scheduledFor))
      .orderBy(asc(liveSessions.scheduledFor), asc(liveSessions.id))
      .limit(CALENDAR_ROWS + 1),
  ]);
  const cuts = [scheduled, live]
    .map((rows) => rows[CALENDAR_ROWS]?.scheduledFor.getTime())
    .filter((at) => at !== undefined);
  const shownUntil = cuts.length ? new Date(Math.min(...cuts)) : to;
  const shown = <T extends { scheduledFor: Date }>(rows: T[]) =>
    rows.filter((row) => row.scheduledFor < shownUntil);
  return {
    scheduled: shown(scheduled),
    live: shown(live).map((row) => presentLive(row)),
    more: cuts.length > 0,
    shownUntil,
  };
}
