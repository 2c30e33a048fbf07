import { School } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ClassDetails, ClassSession, RosterEntry } from '../../../shared/classes/views.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ApiError, errorText } from '../../lib/api.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useClass, useClassSessions, useRoster } from './api.js';
import { CamerasSwitch } from './cameras-switch.js';
import { SizeBadges, sizeLabel, Timetable } from './class-facts.js';
import { RosterSection } from './roster-section.js';
import { UpcomingSessions } from './upcoming-sessions.js';
import { WaitlistSection } from './waitlist-section.js';

/** Where other features put their controls on the page (composed in app/). */
export interface ClassPageSlots {
  /** Buttons in the page's header: change the series, add a child. */
  headerActions?: (cls: ClassDetails) => ReactNode;
  /** A control on each roster row: move or remove the child. */
  rosterActions?: (entry: RosterEntry, cls: ClassDetails) => ReactNode;
  /** A control on each upcoming session: move, cancel or give a substitute. */
  sessionActions?: (session: ClassSession, cls: ClassDetails) => ReactNode;
}

interface ClassPageProps extends ClassPageSlots {
  back: { to: string; label: string };
}

function Unavailable({ back, message }: { back: ClassPageProps['back']; message: string }) {
  useDocumentTitle('Class not found');
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <BackLink to={back.to}>{back.label}</BackLink>
      <EmptyState icon={School} title="Class not found" headingLevel={1}>
        {message}
      </EmptyState>
    </div>
  );
}

/** Issue 28 §8: one class: its facts and timetable, roster with attendance, sessions and waitlist. */
export function ClassPage(props: ClassPageProps) {
  const id = idFrom(useParams().id);
  return id ? (
    <ClassView id={id} {...props} />
  ) : (
    <Unavailable back={props.back} message="There is no class at this address." />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ClassView({
  id,
  back,
  headerActions,
  rosterActions,
  sessionActions,
}: ClassPageProps & { id: number }) {
  const cls = useClass(id);
  // The first paint needs the roster and the sessions too: asked for with the class, not after it,
  // so the page costs one round trip rather than two. The waitlist waits for the class's count.
  const roster = useRoster(id);
  const sessions = useClassSessions(id);
  useDocumentTitle(cls.data?.name ?? 'Class');
  if (cls.isPending) {
    return (
      <LoadingBlocks
        label="Loading class"
        className="mx-auto grid max-w-5xl gap-6"
        blocks={['h-8 w-1/2', 'h-32 w-full', 'h-48 w-full']}
      />
    );
  }
  if (cls.isError) {
    if (cls.error instanceof ApiError && cls.error.status === 404) {
      return <Unavailable back={back} message={errorText(cls.error)} />;
    }
    return <ListError error={cls.error} onRetry={() => void cls.refetch()} />;
  }
  const data = cls.data;
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 grid-cols-1 gap-8">
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader
        title={data.name}
        description={`${data.yearGroup} · ${data.subject} · ${data.tutorName}`}
        actions={headerActions?.(data)}
      />
      <section
        aria-labelledby="class-facts"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="class-facts" className="text-lg font-semibold text-slate-900">
            Class details
          </h2>
          <SizeBadges cls={data} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="Roster">{sizeLabel(data)}</Fact>
          <Fact label="Places left">{data.placesLeft}</Fact>
          <Fact label="Waitlist">{data.waitlistCount}</Fact>
          <Fact label="Academic year">
            {data.schoolYear ?? 'Not set'}
            {data.terms.length > 0 && data.terms.length < 3 && ` (terms ${data.terms.join(', ')})`}
          </Fact>
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-xs text-slate-600">Timetable (UK time)</dt>
            <dd className="text-sm font-medium text-slate-900">
              <Timetable slots={data.slots} />
            </dd>
          </div>
        </dl>
        <CamerasSwitch cls={data} />
      </section>
      <RosterSection cls={data} actions={rosterActions} roster={roster} />
      <UpcomingSessions cls={data} actions={sessionActions} sessions={sessions} />
      <WaitlistSection cls={data} />
    </div>
  );
}
