import { joinOpensAt, sessionEnd } from '../attendance/rules.js';
import { MINUTE_MS } from '../dates/durations.js';

/*
 * When a session's classroom is open (issue 29 §2): from 10 minutes before the start, as Join
 * always was (decision 062), until the end plus a little overrun, or until the tutor ends it.
 */

/** A lesson may run over by this much before the room closes by itself. */
export const OVERRUN_MINUTES = 15;
/** A ticket must be used within this long of being given. */
export const TICKET_SECONDS = 60;

interface Timed {
  scheduledFor: Date;
  duration: number;
  status: string;
}

export const classroomOpensAt = joinOpensAt;
export const classroomClosesAt = (session: Omit<Timed, 'status'>) =>
  new Date(sessionEnd(session).getTime() + OVERRUN_MINUTES * MINUTE_MS);

export type ClassroomState = 'not-open' | 'open' | 'ended' | 'cancelled';

/** The classroom's state at `now`; `endedAt` when the tutor ended it. */
export function classroomState(session: Timed, now: Date, endedAt: Date | null): ClassroomState {
  if (session.status === 'cancelled') return 'cancelled';
  if (endedAt || now >= classroomClosesAt(session)) return 'ended';
  if (now < classroomOpensAt(session)) return 'not-open';
  return 'open';
}
