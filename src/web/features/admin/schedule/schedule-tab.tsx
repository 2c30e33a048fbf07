import { CalendarX2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { CARD_GRID, CardSkeletons, ListError } from '../list-states.js';
import { TabHeader } from '../tab-header.js';
import {
  SCHEDULE_VIEWS,
  useLiveSessionsWithLink,
  useScheduledSessions,
  type ScheduleView,
} from './api.js';
import { LiveSessionCard } from './live-session-card.js';
import { ScheduleSessionDialog } from './schedule-session-dialog.js';
import { SessionCard } from './session-card.js';

const VIEW_LABELS: Record<ScheduleView, string> = {
  upcoming: 'Upcoming Sessions',
  live: 'Live Sessions',
  all: 'All Sessions',
};

const EMPTY_TEXT: Record<ScheduleView, string> = {
  upcoming: 'No upcoming sessions. Schedule one to see it here.',
  live: 'No session is streaming right now. Add a YouTube link to a session to start one.',
  all: 'No sessions have been scheduled yet.',
};

const isView = (value: string | null): value is ScheduleView =>
  SCHEDULE_VIEWS.includes(value as ScheduleView);

/** The filter lives in the address with the tab, so reload and back keep it. */
const useScheduleView = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: ScheduleView = isView(raw) ? raw : 'upcoming';
  const setView = (next: ScheduleView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next);
      return updated;
    });
  return [view, setView] as const;
};

function ScheduleList({ view }: { view: ScheduleView }) {
  const [page, setPageState] = useState(1);
  const setPage = useCallback((next: number) => setPageState(next), []);
  const scheduled = useScheduledSessions(
    view === 'all' ? 'all' : 'upcoming',
    page,
    view !== 'live',
  );
  const live = useLiveSessionsWithLink(page, view === 'live');
  const query = view === 'live' ? live : scheduled;
  useClampedPage(query.data?.total, query.data?.pageSize ?? 1, page, setPage);

  if (query.isPending) return <CardSkeletons count={6} label="Loading sessions" />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const { total, pageSize } = query.data;
  if (total === 0) {
    return (
      <EmptyState icon={CalendarX2} title="No Sessions" headingLevel={3}>
        {EMPTY_TEXT[view]}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={CARD_GRID} aria-busy={query.isPlaceholderData}>
        {view === 'live'
          ? live.data?.items.map((session) => (
              <li key={session.id} className="grid">
                <LiveSessionCard session={session} />
              </li>
            ))
          : scheduled.data?.items.map((session) => (
              <li key={session.id} className="grid">
                <SessionCard session={session} />
              </li>
            ))}
      </ul>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        noun="sessions"
        one="session"
        onPageChange={setPage}
      />
    </div>
  );
}

export function ScheduleTab() {
  const [view, setView] = useScheduleView();
  return (
    <section aria-labelledby="schedule-heading" className="grid gap-5">
      <TabHeader
        id="schedule-heading"
        title="Schedule"
        description="Upcoming, live and past group sessions for every year group."
        action={<ScheduleSessionDialog />}
      />
      <div role="group" aria-label="Show sessions" className="flex flex-wrap gap-2">
        {SCHEDULE_VIEWS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === view ? 'primary' : 'outline'}
            aria-pressed={option === view}
            onClick={() => setView(option)}
          >
            {VIEW_LABELS[option]}
          </Button>
        ))}
      </div>
      {/* A new filter starts again at page 1. */}
      <ScheduleList key={view} view={view} />
    </section>
  );
}
