import { safeHref } from '../urls.js';
import { joinOpensAt, sessionEnd } from './rules.js';
import { UK_ZONE } from '../dates/uk-zone.js';
import type { Venue } from '../classroom/venue.js';

/**
 * Whether a family can join a session now, and if not why (decision 086). The server refuses a
 * join by it and every Join button shows by it, so they cannot disagree: a session that is not
 * cancelled and has a stream link is joinable in its window, whatever its other status
 * (Confirmed, Scheduled, Pending…).
 */
export type JoinState = 'cancelled' | 'ended' | 'no-link' | 'not-open' | 'open';

export interface JoinFacts {
  status: string;
  scheduledFor: Date | string;
  duration: number;
  youtubeUrl: string | null;
  /** The classroom needs no link; a YouTube session waits for one (issue 29 §7). */
  venue?: Venue | undefined;
}

/** The way in: an http(s) stream link (a path on this site is no stream). */
export const streamLinkOf = (session: Pick<JoinFacts, 'youtubeUrl'>) => {
  const url = safeHref(session.youtubeUrl);
  return url?.startsWith('http') ? url : null;
};

export function joinState(session: JoinFacts, now = new Date()): JoinState {
  if (session.status.trim().toLowerCase() === 'cancelled') return 'cancelled';
  const timed = { scheduledFor: new Date(session.scheduledFor), duration: session.duration };
  if (now < joinOpensAt(timed)) return 'not-open';
  if (now > sessionEnd(timed)) return 'ended';
  return session.venue === 'classroom' || streamLinkOf(session) ? 'open' : 'no-link';
}

const ukOpens = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** When joining opens, in UK time as the reminders write it: "Opens Mon 4:50 pm". */
export function joinOpensLabel(session: Pick<JoinFacts, 'scheduledFor' | 'duration'>) {
  const opens = joinOpensAt({ scheduledFor: new Date(session.scheduledFor), duration: 0 });
  const part = Object.fromEntries(ukOpens.formatToParts(opens).map((p) => [p.type, p.value]));
  const period = String(part.dayPeriod).toLowerCase().replace(/\W/g, '');
  return `Opens ${part.weekday} ${part.hour}:${part.minute} ${period}`;
}
