import { CalendarDays, ExternalLink, Radio, UserRound, Video } from 'lucide-react';
import type { LiveSession } from '../../../../shared/content/schemas.js';
import { PageHeader } from '../../../components/page-header.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { formatDate, formatTimeRange } from '../../../lib/dates.js';
import { safeHref } from '../../../lib/urls.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useJoinableLiveSessions } from '../../family-area/api.js';

/** Spec 2 §9: four placeholders while live sessions load. */
const SKELETONS = 4;

/** Live now first, then the rest soonest first (the server already orders by start time). */
const liveFirst = (sessions: LiveSession[]) =>
  [...sessions].sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live'));

function LiveSessionCard({ session }: { session: LiveSession }) {
  const live = session.status === 'live';
  const href = safeHref(session.youtubeUrl);
  return (
    <Card
      className={`flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between ${live ? 'border-red-300 ring-1 ring-red-200' : ''}`}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{session.title}</h2>
          <StatusBadge status={session.status} />
        </div>
        <p className="text-sm text-slate-700">{session.subject}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
            {formatDate(session.scheduledFor)},{' '}
            {formatTimeRange(session.scheduledFor, session.duration)}
          </span>
          {session.tutorName && (
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 text-slate-500" />
              {session.tutorName}
            </span>
          )}
        </p>
      </div>
      {live && href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'destructive', size: 'lg' })}
          aria-label={`Join now: ${session.title} (opens in a new tab)`}
        >
          <Video aria-hidden="true" className="size-5" />
          Join now
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <p className="text-sm text-slate-600 sm:max-w-48 sm:text-right">
          {live
            ? 'Live now; the tutor has not shared the stream link yet.'
            : 'You can join here once the session goes live.'}
        </p>
      )}
    </Card>
  );
}

/** Spec 2 §2.4: live sessions the student can join; those live now come first with Join now. */
export function StudentLivePage() {
  useDocumentTitle('Live Sessions');
  const sessions = useJoinableLiveSessions();

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title="Live Sessions"
        description="Drop-in clinics and revision sessions streamed live by our tutors."
      />
      <CursorPagedList
        query={sessions}
        noun="sessions"
        one="session"
        layout="grid gap-4"
        skeletons={{ count: SKELETONS, label: 'Loading live sessions' }}
        empty={
          <EmptyState icon={Radio} title="No Live Sessions">
            There are no live or upcoming sessions at the moment. Check back soon.
          </EmptyState>
        }
        renderItems={(items, busy) => (
          <ul className="grid gap-4" aria-busy={busy}>
            {liveFirst(items).map((session) => (
              <li key={session.id}>
                <LiveSessionCard session={session} />
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
