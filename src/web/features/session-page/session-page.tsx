import { formatDay } from '../../../shared/dates/format.js';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { REPORT_MSG } from '../../../shared/lesson-reports/messages.js';
import { BackLink } from '../../components/back-link.js';
import { JoinButton } from '../../components/join-button.js';
import { StatusBadge } from '../../components/status-badge.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ApiError, errorText } from '../../lib/api.js';
import { formatTimeRange } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { AttendanceRegister } from '../attendance/attendance-register.js';
import { lessonAbout } from '../concerns/about.js';
import { RaiseConcernButton } from '../concerns/raise-button.js';
import { LessonReportForm } from '../lesson-reports/report-form.js';
import { useTutorSession } from './api.js';

function Unavailable({ message }: { message: string }) {
  useDocumentTitle('Session not found');
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <BackLink to={ROUTES.schedule}>Schedule</BackLink>
      <EmptyState icon={CalendarX2} title="Session not found">
        {message}
      </EmptyState>
    </div>
  );
}

/** Issue 15: one scheduled session for its tutor (or an admin), with its register and report. */
export function SessionPage() {
  const id = idFrom(useParams().id);
  return id ? (
    <SessionDetails id={id} />
  ) : (
    <Unavailable message="There is no session at this address." />
  );
}

function SessionDetails({ id }: { id: number }) {
  const session = useTutorSession(id);
  useDocumentTitle(session.data?.title ?? 'Session');

  if (session.isPending) {
    return (
      <LoadingBlocks
        label="Loading session"
        className="mx-auto grid max-w-4xl gap-6"
        blocks={['h-8 w-1/2', 'h-32 w-full', 'h-48 w-full']}
      />
    );
  }
  if (session.isError) {
    const status = session.error instanceof ApiError ? session.error.status : 0;
    if (status === 404) return <Unavailable message={errorText(session.error)} />;
    return <ListError error={session.error} onRetry={() => void session.refetch()} />;
  }
  return <SessionView session={session.data} />;
}

function SessionView({ session }: { session: ScheduledSession }) {
  // Read once per visit: the report form appears on the next visit after the start, not mid-edit.
  const [now] = useState(() => Date.now());
  const started = new Date(session.scheduledFor).getTime() <= now;
  const cancelled = session.status === 'cancelled';
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <BackLink to={ROUTES.schedule}>Schedule</BackLink>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={session.status} />
          <span className="text-sm text-slate-700">
            {session.subject}
            {session.academicYear && ` · ${session.academicYear}`}
          </span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {session.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {session.venue === 'classroom' && <JoinButton session={session} label="Join Lesson" />}
          <RaiseConcernButton
            links={{ sessionId: session.id }}
            about={lessonAbout(session.title, session.scheduledFor)}
          />
        </div>
      </div>
      <section
        aria-labelledby="session-details"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="session-details" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-600">Date</dt>
            <dd className="text-sm font-medium text-slate-900">
              {formatDay(session.scheduledFor)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Time</dt>
            <dd className="text-sm font-medium text-slate-900">
              {formatTimeRange(session.scheduledFor, session.duration)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Format</dt>
            <dd className="text-sm font-medium text-slate-900">
              {session.studentId ? 'One-to-one' : 'Group session'}
            </dd>
          </div>
          {session.description && (
            <div className="sm:col-span-3">
              <dt className="text-xs text-slate-600">Description</dt>
              <dd className="text-sm whitespace-pre-line text-slate-900">{session.description}</dd>
            </div>
          )}
          {session.notes && (
            <div className="sm:col-span-3">
              <dt className="text-xs text-slate-600">Notes</dt>
              <dd className="text-sm whitespace-pre-line text-slate-900">{session.notes}</dd>
            </div>
          )}
        </dl>
      </section>
      {started && !cancelled && <AttendanceRegister sessionId={session.id} />}
      {cancelled ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{REPORT_MSG.cancelled}</p>
      ) : started ? (
        <LessonReportForm sessionId={session.id} />
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          The register and the lesson report open here once the session has started.
        </p>
      )}
    </div>
  );
}
