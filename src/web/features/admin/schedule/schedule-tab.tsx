import { CalendarX2 } from 'lucide-react';
import { Suspense, lazy } from 'react';
import {
  defaultScheduleSort,
  SCHEDULE_SORTS,
  type ScheduleSort,
} from '../../../../shared/admin/schedule-sort.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { Choice } from '../choice.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useMediaQuery } from '../../../lib/use-media-query.js';
import { ALL, useListParams, type ListParams } from '../../../lib/use-list-params.js';
import { TitledSection } from '../../../components/titled-section.js';
import {
  SCHEDULE_VIEWS,
  useLiveSessionsWithLink,
  useScheduledSessions,
  type ScheduleView,
} from './api.js';
import { PhoneFilters } from './phone-filters.js';
import { ScheduleFilters, type FilterName } from './schedule-filters.js';
import { ScheduleSessionDialog } from './schedule-session-dialog.js';
import { SessionTable } from './session-table.js';

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

const LAYOUTS = { table: 'Table', week: 'Week' } as const;

// The week's calendar and its live-session dialog load when Week is chosen, so the admin's home
// carries only the table (issue 14's 200 kB budget).
const ScheduleWeek = lazy(async () => ({
  default: (await import('./schedule-week.js')).ScheduleWeek,
}));
// Likewise the cards, which desktops show only for live streams: they have the table.
const SessionCard = lazy(async () => ({
  default: (await import('./session-card.js')).SessionCard,
}));
const LiveSessionCard = lazy(async () => ({
  default: (await import('./live-session-card.js')).LiveSessionCard,
}));
const loadingCards = <Spinner className="grid place-items-center py-16" />;

/** Everything the tab keeps in the address, so a reload or a shared link shows the same. */
const PARAMS = {
  view: 'upcoming',
  layout: 'table',
  tutor: ALL,
  subject: ALL,
  year: ALL,
  status: ALL,
  sort: ALL,
  week: ALL,
};
type Params = ListParams<keyof typeof PARAMS>;
const FILTERS: FilterName[] = ['tutor', 'subject', 'year', 'status'];

const isView = (value: string): value is ScheduleView =>
  SCHEDULE_VIEWS.includes(value as ScheduleView);
const isSort = (value: string): value is ScheduleSort =>
  SCHEDULE_SORTS.includes(value as ScheduleSort);

function ScheduleList({
  view,
  params,
  table,
}: {
  view: ScheduleView;
  params: Params;
  table: boolean;
}) {
  const filter = view === 'all' ? 'all' : 'upcoming';
  const { tutor, subject, year, status, sort } = params.filters;
  const sorted = isSort(sort) ? sort : defaultScheduleSort(filter);
  const narrowed = { tutorId: tutor, subject, academicYear: year, status };
  const query = Object.fromEntries(
    Object.entries({ ...narrowed, sort }).filter(([, value]) => value !== ALL),
  );
  const scheduled = useScheduledSessions({ filter, ...query }, view !== 'live');
  const live = useLiveSessionsWithLink(view === 'live');
  const common = {
    noun: 'sessions',
    one: 'session',
    skeletons: { count: 6, label: 'Loading sessions' },
    empty: (
      <EmptyState icon={CalendarX2} title="No Sessions" headingLevel={3}>
        {EMPTY_TEXT[view]}
      </EmptyState>
    ),
  } as const;
  if (view === 'live') {
    return (
      <Suspense fallback={loadingCards}>
        <CursorPagedList
          {...common}
          as="ul"
          query={live}
          renderItem={(session) => <LiveSessionCard session={session} />}
        />
      </Suspense>
    );
  }
  const filtering = Object.values(narrowed).some((value) => value !== ALL);
  const noMatch = 'No sessions match these filters. Choose another tutor, subject, year or status.';
  return table ? (
    <CursorPagedList
      {...common}
      query={scheduled}
      filtering={filtering}
      noMatch={noMatch}
      renderItems={(sessions) => (
        <SessionTable
          sessions={sessions}
          caption={VIEW_LABELS[view]}
          sort={sorted}
          onSort={(next) => params.setFilter('sort', next)}
        />
      )}
    />
  ) : (
    <Suspense fallback={loadingCards}>
      <CursorPagedList
        {...common}
        as="ul"
        query={scheduled}
        filtering={filtering}
        noMatch={noMatch}
        renderItem={(session) => <SessionCard session={session} />}
      />
    </Suspense>
  );
}

export function ScheduleTab() {
  const params = useListParams(PARAMS);
  // The table and the week need room; a phone keeps the cards (issue 18 §2).
  const desktop = useMediaQuery('(min-width: 768px)');
  const view: ScheduleView = isView(params.filters.view) ? params.filters.view : 'upcoming';
  const week = desktop && params.filters.layout === 'week';
  return (
    <TitledSection
      id="schedule-heading"
      title="Schedule"
      description="Upcoming, live and past group sessions for every year group."
      action={<ScheduleSessionDialog />}
      className="grid min-w-0 grid-cols-1 gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!week && (
          <Choice
            label="Show sessions"
            value={view}
            labels={VIEW_LABELS}
            onChoose={(next) => params.setFilter('view', next)}
          />
        )}
        {desktop && (
          <Choice
            label="Layout"
            value={week ? 'week' : 'table'}
            labels={LAYOUTS}
            onChoose={(next) => params.setFilter('layout', next)}
          />
        )}
      </div>
      {week ? (
        <Suspense fallback={<Spinner className="grid place-items-center py-16" />}>
          <ScheduleWeek
            week={params.filters.week}
            onWeek={(next) => params.setFilter('week', next)}
          />
        </Suspense>
      ) : (
        <>
          {view !== 'live' &&
            (desktop ? (
              <ScheduleFilters params={params} />
            ) : (
              <PhoneFilters inUse={FILTERS.filter((name) => params.filters[name] !== ALL).length}>
                <ScheduleFilters params={params} />
              </PhoneFilters>
            ))}
          <ScheduleList view={view} params={params} table={desktop} />
        </>
      )}
    </TitledSection>
  );
}
