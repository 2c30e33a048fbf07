import { formatWeekday } from '../../../shared/dates/format.js';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { OFFER } from '../../../shared/constants.js';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { ROUTES } from '../../lib/paths.js';
import { Badge } from '../../components/ui/badge.js';
import { ListError } from '../../components/ui/list-error.js';
import { formatTimeRange } from '../../lib/dates.js';
import { SubscribeButton } from '../calendar/subscribe-button.js';
import { useChildren } from '../children/api.js';
import { forWhom, useUpcomingSessions } from '../family-area/api.js';
import { JoinButton } from '../../components/join-button.js';
import { ListSkeleton, SectionCard } from '../../components/section-card.js';
import { StatusBadge } from '../../components/status-badge.js';

/** Spec 2 §9: up to 5 upcoming sessions on the parent dashboard. */
const SHOWN = 5;

/** Spec 2 §2.5: This Week's Schedule, the next sessions only, soonest first. */
export function WeekScheduleCard() {
  const sessions = useUpcomingSessions();
  const children = useChildren();

  let body;
  if (sessions.isPending) {
    body = <ListSkeleton rows={3} label="Loading sessions" />;
  } else if (sessions.isError) {
    body = <ListError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  } else {
    // The server answers future sessions only, soonest first.
    const next = sessions.data.slice(0, SHOWN);
    body =
      next.length === 0 ? (
        <div className="grid gap-1">
          <p className="text-slate-700">{FAMILY_MSG.noSessionsScheduled}</p>
          {children.data?.length === 0 && (
            <p className="text-sm text-slate-700">
              Sessions follow your children&apos;s year groups:{' '}
              <Link
                to={ROUTES.parentChildren}
                className="font-medium text-indigo-700 underline underline-offset-4"
              >
                add your children
              </Link>{' '}
              to see theirs.
            </p>
          )}
        </div>
      ) : (
        <ul className="grid gap-3">
          {next.map((session) => {
            const who = forWhom(session);
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={ROUTES.studentSession.to(session.id)}
                      className="font-semibold text-slate-900 underline-offset-4 hover:underline"
                    >
                      {session.title}
                    </Link>
                    <StatusBadge status={session.status} />
                  </div>
                  <p className="flex items-center gap-1.5 text-sm text-slate-700">
                    <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                    {formatWeekday(session.scheduledFor)} •{' '}
                    {formatTimeRange(session.scheduledFor, session.duration)}
                  </p>
                  {session.className && (
                    <p className="text-sm text-slate-700">Class: {session.className}</p>
                  )}
                  {who && <p className="text-sm text-slate-600">For {who}</p>}
                </div>
                <JoinButton session={session} label="Join Session" className="sm:max-w-56" />
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <SectionCard
      title="This Week's Schedule"
      headerExtra={
        <Badge tone="indigo">{FAMILY_MSG.liveLessonsWeekly(OFFER.liveHoursPerWeek)}</Badge>
      }
    >
      <div className="grid gap-4">
        {body}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Link
            to={ROUTES.studentSchedule}
            className="inline-flex h-10 items-center px-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            View full schedule
          </Link>
          <SubscribeButton />
        </div>
      </div>
    </SectionCard>
  );
}
