import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { MSG } from '../../../shared/messages.js';
import { StatusBadge } from '../../components/status-badge.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { DashboardPanel } from './dashboard-panel.js';

/** `canSchedule` is false for a tutor whose vetting keeps them from teaching (issue 31 §1). */
export function UpcomingSessions({
  sessions,
  canSchedule,
}: {
  sessions: ScheduledSession[] | undefined;
  canSchedule: boolean;
}) {
  let body;
  if (!sessions) {
    body = (
      <LoadingBlocks
        label="Loading sessions"
        className="grid gap-3"
        blocks={['h-14', 'h-14', 'h-14']}
      />
    );
  } else if (sessions.length === 0) {
    body = (
      <EmptyState
        icon={CalendarClock}
        title={MSG.noUpcomingSessions}
        headingLevel={3}
        className="border-none"
        action={
          canSchedule && (
            <Link to={`${ROUTES.liveSessions}?new=1`} className={buttonClasses()}>
              Schedule a Session
            </Link>
          )
        }
      >
        {MSG.noUpcomingSessionsText}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="grid min-w-0 gap-0.5">
              <Link
                to={ROUTES.tutorSession.to(session.id)}
                className="font-medium text-slate-900 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-800 hover:decoration-indigo-700"
              >
                {session.title}
              </Link>
              <p className="text-sm text-slate-700">
                {formatDate(session.scheduledFor)} • {formatTime(session.scheduledFor)}
              </p>
              <p className="text-xs text-slate-600">
                {session.subject}
                {session.academicYear && ` · ${session.academicYear}`} · {session.duration} min
              </p>
            </div>
            <StatusBadge status={session.status} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPanel
      id="upcoming-sessions"
      title="Upcoming Sessions"
      linkLabel="View Schedule"
      linkTo={ROUTES.schedule}
    >
      {body}
    </DashboardPanel>
  );
}
