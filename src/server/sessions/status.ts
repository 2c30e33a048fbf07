import { and, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { liveSessions, scheduledSessions } from '../db/schema.js';

/*
 * Which sessions count, by their status. Scheduled sessions' statuses are stored canonical
 * (db/session-status.ts, decision 101), so they are compared as they are.
 */

/**
 * A scheduled session (of the table or an alias of it) that is not cancelled. Written out, not as
 * ne(…, 'cancelled'): the planner matches the partial index scheduled_sessions_open_idx only on
 * this literal predicate, never on a bound parameter.
 */
export const notCancelledIn = (status: AnyPgColumn): SQL => sql`${status} <> 'cancelled'`;

/** Scheduled sessions that are not cancelled: the ones that happen, and count. */
export const notCancelled = notCancelledIn(scheduledSessions.status);

const endOf = sql`${liveSessions.scheduledFor} + make_interval(mins => ${liveSessions.duration})`;

/**
 * Spec 2 §4 with time added (issue 18 §2): a live session is upcoming while scheduled or live and
 * not yet over, the rule the tutor's dashboard counts by; one left "live" after its end is past.
 */
export const upcoming = (now: Date): SQL =>
  and(inArray(liveSessions.status, ['scheduled', 'live']), gt(endOf, now))!;

export const past = (now: Date): SQL =>
  or(inArray(liveSessions.status, ['completed', 'cancelled']), lte(endOf, now))!;
