import { CalendarDays, Clock, Eye, PlayCircle } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { DASHBOARD_RECENT_LESSONS } from '../../../shared/constants.js';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { STUDENT_PRIVACY_NOTICE } from '../../../shared/legal/children.js';
import { ROUTES } from '../../lib/paths.js';
import { PageHeader } from '../../components/page-header.js';
import { buttonClasses } from '../../components/ui/button.js';
import { ListError } from '../../components/ui/list-error.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useNewestFamilyLessons, useUpcomingSessions } from '../family-area/api.js';
import { formatMinutes, formatSessionMoment } from '../../lib/dates.js';
import { ListSkeleton, SectionCard } from '../../components/section-card.js';
import { StatusBadge } from '../../components/status-badge.js';
import { TitledNotice } from './titled-notice.js';
import { watchPath } from '../../lib/watch-param.js';
import { YearGroupNotice } from './year-group-notice.js';
import { isParent } from '../../../shared/policies/roles.js';

/** Spec 2 §9: the student dashboard lists the first 3 of each. */
const FIRST = DASHBOARD_RECENT_LESSONS;

function UpcomingSessions() {
  const sessions = useUpcomingSessions();
  if (sessions.isPending) return <ListSkeleton rows={FIRST} label="Loading sessions" />;
  if (sessions.isError)
    return <ListError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const first = sessions.data.slice(0, FIRST);
  if (first.length === 0) return <p className="text-slate-700">{FAMILY_MSG.noUpcomingSessions}</p>;
  return (
    <ul className="grid gap-3">
      {first.map((session) => (
        <li
          key={session.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{session.title}</h3>
              <StatusBadge status={session.status} />
            </div>
            <p className="text-sm text-slate-700">{session.subject}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                {formatSessionMoment(session.scheduledFor)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                {formatMinutes(session.duration)}
              </span>
            </p>
          </div>
          <Link
            to={ROUTES.studentSession.to(session.id)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={`Details: ${session.title}`}
          >
            Details
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RecentLessons() {
  const lessons = useNewestFamilyLessons(FIRST);
  if (lessons.isPending) return <ListSkeleton rows={FIRST} label="Loading lessons" />;
  if (lessons.isError)
    return <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  if (lessons.data.items.length === 0)
    return <p className="text-slate-700">{FAMILY_MSG.noRecordedLessons}</p>;
  return (
    <ul className="grid gap-3">
      {lessons.data.items.map((lesson) => (
        <li
          key={lesson.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <h4 className="font-semibold text-slate-900">{lesson.title}</h4>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
              <span>{lesson.subject}</span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                {formatMinutes(lesson.duration)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Eye aria-hidden="true" className="size-4 text-slate-500" />
                {lesson.views.toLocaleString('en-GB')} views
              </span>
            </p>
          </div>
          <Link
            to={watchPath(lesson.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            aria-label={`Watch: ${lesson.title}`}
          >
            <PlayCircle aria-hidden="true" className="size-4" />
            Watch
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec 2 §2.4: the student's home. */
export function StudentDashboardPage() {
  useDocumentTitle('Student Dashboard');
  const user = useSignedInUser();
  // Issue 18 §2: a parent's one home is the parent dashboard, not this student one.
  if (isParent(user)) return <Navigate to={ROUTES.parentDashboard} replace />;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={`Welcome, ${user.fullName}`}
        description="Your next live sessions and the latest recordings, all in one place."
      />
      <YearGroupNotice />
      <TitledNotice
        id="student-privacy-title"
        icon={Eye}
        title={STUDENT_PRIVACY_NOTICE.title}
        text={STUDENT_PRIVACY_NOTICE.text}
        tone="sky"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Upcoming Sessions"
          link={{ to: ROUTES.studentSchedule, label: 'View All' }}
        >
          <UpcomingSessions />
        </SectionCard>
        <SectionCard
          title="Learning Materials"
          link={{ to: ROUTES.studentLessons, label: 'View All Lessons' }}
        >
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Recorded Lessons
          </h3>
          <RecentLessons />
        </SectionCard>
      </div>
    </div>
  );
}
