import { isToday } from 'date-fns';
import { ExternalLink, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { joinOpensLabel, joinState } from '../../shared/attendance/joinable.js';
import type { ScheduledSession } from '../../shared/content/schemas.js';
import { Button, buttonClasses } from './ui/button.js';
import { cn } from '../lib/cn.js';
import { ROUTES } from '../lib/paths.js';

type JoinSession = Pick<
  ScheduledSession,
  'id' | 'status' | 'scheduledFor' | 'duration' | 'youtubeUrl' | 'venue'
>;

/**
 * Join shows for a session a family could join now or later (decision 086: not cancelled, not
 * over, whatever its other status), and in the schedule dialog only on the session's day (in the
 * viewer's time zone, spec 2 §4).
 */
export const showsJoin = (session: JoinSession, { todayOnly = false } = {}) => {
  const state = joinState(session);
  return (
    state !== 'cancelled' &&
    state !== 'ended' &&
    (!todayOnly || isToday(new Date(session.scheduledFor)))
  );
};

interface JoinButtonProps {
  session: JoinSession;
  label: 'Join Lesson' | 'Join Session';
  todayOnly?: boolean;
  className?: string;
}

/**
 * Opens, in a new tab, the join page that records who joins and then goes to the stream (decision
 * 062). Before the window opens, or while the tutor has not added the link, the button is there
 * disabled and says why (docs/decisions/012 and 086), rather than leading to a page that refuses.
 */
export function JoinButton({ session, label, todayOnly = false, className }: JoinButtonProps) {
  const hintId = useId();
  if (!showsJoin(session, { todayOnly })) return null;
  const state = joinState(session);
  // The classroom opens in this tab: the page itself says when it opens and who may come in.
  if (state === 'open' && session.venue === 'classroom') {
    return (
      <Link to={ROUTES.classroom.to(session.id)} className={buttonClasses({ className })}>
        <Video aria-hidden="true" className="size-4" />
        {label}
      </Link>
    );
  }
  if (state === 'open') {
    return (
      <a
        href={ROUTES.studentJoin.to(session.id)}
        target="_blank"
        rel="noopener"
        className={buttonClasses({ className })}
      >
        <Video aria-hidden="true" className="size-4" />
        {label}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className={cn('grid gap-1', className)}>
      <Button disabled aria-describedby={hintId}>
        <Video aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <p id={hintId} className="text-xs text-slate-600">
        {state === 'not-open'
          ? joinOpensLabel(session)
          : 'The join link appears here once the tutor adds it.'}
      </p>
    </div>
  );
}
