import { lazy, Suspense } from 'react';
import { formatTime } from '../../../shared/dates/format.js';
import { PageHeader } from '../../components/page-header.js';
import { ListError } from '../../components/ui/list-error.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { isTutor } from '../../../shared/policies/roles.js';
import { useDashboard, useOwnVetting } from './api.js';
import { RecentRecordings } from './recent-recordings.js';
import { StatCards } from './stat-cards.js';
import { UpcomingSessions } from './upcoming-sessions.js';

// Loaded with the tutor's record, so the dashboard's first script stays within its budget.
const VettingPanel = lazy(async () => ({
  default: (await import('./vetting-panel.js')).VettingPanel,
}));

/** Spec 2 §2.3 tutor dashboard; an admin sees the same figures across every tutor. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const dashboard = useDashboard();
  const tutor = isTutor(user);
  const vetting = useOwnVetting(tutor).data;
  // A tutor is offered scheduling once their record says they may teach; an admin always.
  const canSchedule = tutor ? vetting?.status.canTeach === true : true;
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. Here is what is coming up in your teaching.`}
      />
      {/* A tutor who may not teach reads why first (issue 31 §1); one who may, below the lists. */}
      {vetting && !vetting.status.canTeach && (
        <Suspense>
          <VettingPanel vetting={vetting} />
        </Suspense>
      )}
      {dashboard.isError ? (
        <ListError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <StatCards stats={dashboard.data?.stats} />
          {dashboard.data?.countedAt ? (
            <p className="-mt-3 text-sm text-slate-700">
              Figures across every tutor, counted at {formatTime(dashboard.data.countedAt)} and
              every five minutes.
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <UpcomingSessions
              sessions={dashboard.data?.upcomingSessions}
              canSchedule={canSchedule}
            />
            <RecentRecordings lessons={dashboard.data?.recentLessons} />
          </div>
          {vetting?.status.canTeach && (
            <Suspense>
              <VettingPanel vetting={vetting} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
