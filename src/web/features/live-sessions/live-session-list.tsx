import { CalendarClock } from 'lucide-react';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { Pager } from '../../components/pager.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { useSignedInUser } from '../auth/api.js';
import { canChange } from '../auth/ownership.js';
import type { LiveSessionView, LiveTab, useLiveSessions } from './api.js';
import { LiveSessionCard } from './live-session-card.js';

const GRID = 'grid gap-4 md:grid-cols-2';
const SKELETONS = 4;

const EMPTY: Record<LiveTab, { title: string; text: string }> = {
  upcoming: {
    title: CONTENT_MSG.noUpcomingSessions,
    text: 'Scheduled and live sessions appear here, soonest first.',
  },
  past: {
    title: CONTENT_MSG.noPastSessions,
    text: 'Completed and cancelled sessions appear here, newest first.',
  },
};

interface LiveSessionListProps {
  tab: LiveTab;
  sessions: ReturnType<typeof useLiveSessions>;
  filtering: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (session: LiveSessionView) => void;
  onDelete: (session: LiveSessionView) => void;
}

/** One tab's sessions, paged on the server. */
export function LiveSessionList({
  tab,
  sessions,
  filtering,
  page,
  onPageChange,
  onEdit,
  onDelete,
}: LiveSessionListProps) {
  const user = useSignedInUser();
  if (sessions.isPending) {
    return <CardSkeletons count={SKELETONS} label="Loading sessions" className={GRID} />;
  }
  if (sessions.isError) {
    return <ListError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data.total === 0) {
    if (filtering) {
      return <p className="py-10 text-center text-slate-700">{CONTENT_MSG.noSessionsMatch}</p>;
    }
    return (
      <EmptyState icon={CalendarClock} title={EMPTY[tab].title}>
        {EMPTY[tab].text}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <div className={GRID} aria-busy={sessions.isFetching}>
        {sessions.data.items.map((session) => (
          <LiveSessionCard
            key={session.id}
            session={session}
            {...(canChange(user, session.tutorId) && {
              onEdit: () => onEdit(session),
              onDelete: () => onDelete(session),
            })}
          />
        ))}
      </div>
      <Pager
        page={page}
        pageSize={sessions.data.pageSize}
        total={sessions.data.total}
        noun="sessions"
        onPageChange={onPageChange}
      />
    </div>
  );
}
