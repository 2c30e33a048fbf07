import { CalendarX2 } from 'lucide-react';
import { CursorPagedList } from '../../../components/paged-list.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useListParams } from '../../../lib/use-list-params.js';
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

const isView = (value: string): value is ScheduleView =>
  SCHEDULE_VIEWS.includes(value as ScheduleView);

function ScheduleList({ view }: { view: ScheduleView }) {
  const scheduled = useScheduledSessions(view === 'all' ? 'all' : 'upcoming', view !== 'live');
  const live = useLiveSessionsWithLink(view === 'live');
  const common = {
    noun: 'sessions',
    one: 'session',
    as: 'ul',
    skeletons: { count: 6, label: 'Loading sessions' },
    empty: (
      <EmptyState icon={CalendarX2} title="No Sessions" headingLevel={3}>
        {EMPTY_TEXT[view]}
      </EmptyState>
    ),
  } as const;
  return view === 'live' ? (
    <CursorPagedList
      {...common}
      query={live}
      renderItem={(session) => <LiveSessionCard session={session} />}
    />
  ) : (
    <CursorPagedList
      {...common}
      query={scheduled}
      renderItem={(session) => <SessionCard session={session} />}
    />
  );
}

export function ScheduleTab() {
  // The filter lives in the address with the tab, so reload and back keep it.
  const params = useListParams({ view: 'upcoming' });
  const view: ScheduleView = isView(params.filters.view) ? params.filters.view : 'upcoming';
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
            onClick={() => params.setFilter('view', option)}
          >
            {VIEW_LABELS[option]}
          </Button>
        ))}
      </div>
      <ScheduleList view={view} />
    </section>
  );
}
