import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClassDetails, ClassSession } from '../../../shared/classes/views.js';
import { CardList } from '../../components/card-list.js';
import { StatusBadge } from '../../components/status-badge.js';
import { TitledSection } from '../../components/titled-section.js';
import { Badge } from '../../components/ui/badge.js';
import { formatSessionMoment } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import type { useClassSessions } from './api.js';

interface UpcomingProps {
  cls: ClassDetails;
  /** Read by the page together with the class. */
  sessions: ReturnType<typeof useClassSessions>;
  actions?: ((session: ClassSession, cls: ClassDetails) => ReactNode) | undefined;
}

/** The class's sessions still to come, soonest first, each opening its session page. */
export function UpcomingSessions({ cls, actions, sessions }: UpcomingProps) {
  return (
    <TitledSection
      id="class-sessions"
      title="Upcoming sessions"
      description="The sessions still to come, soonest first, with any change made to one of them alone."
    >
      <CardList
        query={sessions}
        noun="sessions"
        layout="grid gap-2"
        placeholders={3}
        empty={{
          icon: CalendarDays,
          title: 'No sessions to come',
          headingLevel: 3,
          text: 'The class has no sessions left this year.',
        }}
        renderItem={(session) => (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
            <div className="grid min-w-0 gap-0.5">
              <Link
                to={ROUTES.tutorSession.to(session.id)}
                className="font-medium text-blue-800 underline-offset-2 hover:underline"
              >
                {formatSessionMoment(session.scheduledFor)}
              </Link>
              <span className="text-sm text-slate-700">
                {session.title} · {session.duration} mins · {session.tutorName}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {session.substitute && <Badge tone="indigo">Substitute</Badge>}
              {session.detached && session.status !== 'cancelled' && (
                <Badge tone="blue">Changed</Badge>
              )}
              <StatusBadge status={session.status} />
              {actions?.(session, cls)}
            </div>
          </div>
        )}
      />
    </TitledSection>
  );
}
