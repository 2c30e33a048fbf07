import { isToday } from 'date-fns';
import { ExternalLink, Video } from 'lucide-react';
import { useId } from 'react';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { cn } from '../../lib/cn.js';
import { ROUTES } from '../../lib/paths.js';
import { safeHref } from '../../lib/urls.js';

type JoinSession = Pick<ScheduledSession, 'id' | 'status' | 'scheduledFor' | 'youtubeUrl'>;

/**
 * Spec 2 §4: Join appears only for status scheduled, and in the schedule dialog only on the
 * session's day (in the viewer's time zone).
 */
export const showsJoin = (session: JoinSession, { todayOnly = false } = {}) =>
  session.status.toLowerCase() === 'scheduled' &&
  (!todayOnly || isToday(new Date(session.scheduledFor)));

interface JoinButtonProps {
  session: JoinSession;
  label: 'Join Lesson' | 'Join Session';
  todayOnly?: boolean;
  className?: string;
}

/**
 * Opens, in a new tab, the join page that records who joins and then goes to the stream (decision
 * 062). A session the rules allow to be joined but whose tutor has not added the link yet shows
 * the button disabled, saying why (docs/decisions/012).
 */
export function JoinButton({ session, label, todayOnly = false, className }: JoinButtonProps) {
  const hintId = useId();
  if (!showsJoin(session, { todayOnly })) return null;
  if (safeHref(session.youtubeUrl)) {
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
        The join link appears here once the tutor adds it.
      </p>
    </div>
  );
}
