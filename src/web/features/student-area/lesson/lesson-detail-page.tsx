import { formatDay } from '../../../../shared/dates/format.js';
import { ArrowLeft, CalendarDays, Clock, MonitorPlay, NotebookPen, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FAMILY_MSG } from '../../../../shared/family/messages.js';
import { ROUTES } from '../../../lib/paths.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ListError } from '../../../components/ui/list-error.js';
import { LoadingBlocks } from '../../../components/ui/loading-blocks.js';
import { ApiError } from '../../../lib/api.js';
import { formatTimeRange } from '../../../lib/dates.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { AddToCalendarLink } from '../../calendar/add-to-calendar-link.js';
import { LessonReportView } from '../../lesson-reports/report-view.js';
import { useSession } from '../../family-area/api.js';
import { formatMinutes } from '../../../lib/dates.js';
import { JoinButton } from '../../../components/join-button.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { lessonAbout } from '../../concerns/about.js';
import { RaiseConcernButton } from '../../concerns/raise-button.js';
import { LessonResources } from './lesson-resources.js';
import { PrepChecklist } from './prep-checklist.js';

const backLink = (
  <Link
    to={ROUTES.studentSchedule}
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'justify-self-start' })}
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to schedule
  </Link>
);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="grid size-7 place-items-center rounded-md bg-indigo-50 text-indigo-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-9 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function LoadingLesson() {
  return (
    <LoadingBlocks
      label="Loading lesson"
      className="grid gap-4"
      blocks={['h-9 w-2/3', 'h-56 w-full rounded-2xl', 'h-40 w-full rounded-2xl']}
    />
  );
}

function LessonNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{FAMILY_MSG.lessonNotFound}</h1>
      <p className="max-w-md text-slate-700">{FAMILY_MSG.lessonNotFoundText}</p>
      <Link to={ROUTES.studentSchedule} className={buttonClasses()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to schedule
      </Link>
    </div>
  );
}

/**
 * Spec 2 §2.4: /student/lesson/{id}, and /student/session/{id} the same way: one scheduled
 * session with its card, Join Lesson when scheduled, its subject's resources and a checklist.
 */
export function LessonDetailPage() {
  const id = Number(useParams().id);
  const session = useSession(id);
  useDocumentTitle(session.data?.title ?? 'Lesson Details');
  // Read once per visit, as the tutor's page does: the report appears once the session has started.
  const [now] = useState(() => Date.now());

  let body;
  if (!Number.isInteger(id) || id <= 0) {
    body = <LessonNotFound />;
  } else if (session.isPending) {
    body = <LoadingLesson />;
  } else if (session.isError) {
    body =
      session.error instanceof ApiError && [400, 404].includes(session.error.status) ? (
        <LessonNotFound />
      ) : (
        <ListError error={session.error} onRetry={() => void session.refetch()} />
      );
  } else {
    const lesson = session.data;
    const start = new Date(lesson.scheduledFor);
    body = (
      <>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={lesson.status} />
              {lesson.academicYear && (
                <span className="text-sm text-slate-600">{lesson.academicYear}</span>
              )}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {lesson.title}
            </h1>
          </div>
          <div className="flex flex-wrap gap-2">
            <AddToCalendarLink session={lesson} />
            <JoinButton session={lesson} label="Join Lesson" />
            <RaiseConcernButton
              links={{ sessionId: lesson.id }}
              about={lessonAbout(lesson.title, lesson.scheduledFor)}
            />
          </div>
        </div>
        <Card className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{lesson.subject} lesson</h2>
            {lesson.description && <p className="text-slate-700">{lesson.description}</p>}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Date">
              {formatDay(start)}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Time">
              {formatTimeRange(lesson.scheduledFor, lesson.duration)}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Duration">
              {formatMinutes(lesson.duration)}
            </Fact>
            <Fact icon={<UserRound aria-hidden="true" className="size-4" />} label="Teacher">
              {lesson.tutorName ?? 'To be confirmed'}
            </Fact>
            <Fact icon={<MonitorPlay aria-hidden="true" className="size-4" />} label="Format">
              {lesson.studentId ? 'Live online, one-to-one' : 'Live online group session'}
            </Fact>
          </dl>
          {lesson.notes && (
            <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950">
              <NotebookPen aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">Notes</h3>
                <p className="text-sm whitespace-pre-line">{lesson.notes}</p>
              </div>
            </div>
          )}
        </Card>
        {start.getTime() <= now && (
          <Card className="p-5 sm:p-6">
            <LessonReportView sessionId={lesson.id} />
          </Card>
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          <LessonResources sessionId={lesson.id} subject={lesson.subject} />
          {/* Preparing is for a lesson still to come (issue 26 §5). */}
          {lesson.status !== 'completed' &&
            lesson.status !== 'cancelled' &&
            start.getTime() + lesson.duration * 60_000 > now && (
              <PrepChecklist sessionId={lesson.id} />
            )}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      {backLink}
      {body}
    </div>
  );
}
