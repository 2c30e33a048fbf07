import { CalendarClock } from 'lucide-react';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { canChange } from '../../../shared/policies/ownership.js';
import { useLiveSessions, type LiveFilters, type LiveSessionView, type LiveTab } from './api.js';
import { LiveSessionCard } from './live-session-card.js';

const GRID = 'grid gap-4 md:grid-cols-2';

const EMPTY: Record<LiveTab, { title: string; mine: string; text: string }> = {
  upcoming: {
    title: CONTENT_MSG.noUpcomingSessions,
    mine: CONTENT_MSG.noOwnUpcomingSessions,
    text: 'Scheduled and live sessions appear here, soonest first.',
  },
  past: {
    title: CONTENT_MSG.noPastSessions,
    mine: CONTENT_MSG.noOwnPastSessions,
    text: 'Completed and cancelled sessions, and those whose time is over, appear here, newest first.',
  },
};

interface LiveSessionListProps {
  tab: LiveTab;
  filters: Omit<LiveFilters, 'tab'>;
  filtering: boolean;
  /** Only the caller's own sessions: the empty state speaks to them. */
  mine: boolean;
  onEdit: (session: LiveSessionView) => void;
  onDelete: (session: LiveSessionView) => void;
}

/**
 * One tab's sessions, paged on the server. Each tab reads its own list, so while a new search
 * loads the old results stay, but the other tab's sessions never stand in.
 */
export function LiveSessionList({
  tab,
  filters,
  filtering,
  mine,
  onEdit,
  onDelete,
}: LiveSessionListProps) {
  const user = useSignedInUser();
  const sessions = useLiveSessions({ ...filters, tab });
  return (
    <CursorPagedList
      query={sessions}
      filtering={filtering}
      noun="sessions"
      one="session"
      layout={GRID}
      className="grid gap-6"
      skeletons={{ count: 4, label: 'Loading sessions' }}
      noMatch={CONTENT_MSG.noSessionsMatch}
      empty={
        <EmptyState icon={CalendarClock} title={mine ? EMPTY[tab].mine : EMPTY[tab].title}>
          {EMPTY[tab].text}
        </EmptyState>
      }
      renderItem={(session) => (
        <LiveSessionCard
          session={session}
          {...(canChange(user, session.tutorId) && {
            onEdit: () => onEdit(session),
            onDelete: () => onDelete(session),
          })}
        />
      )}
    />
  );
}
