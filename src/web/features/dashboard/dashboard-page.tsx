import { formatTime } from '../../../shared/dates/format.js';
import { PageHeader } from '../../components/page-header.js';
import { ListError } from '../../components/ui/list-error.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useDashboard } from './api.js';
import { RecentRecordings } from './recent-recordings.js';
import { StatCards } from './stat-cards.js';
import { UpcomingSessions } from './upcoming-sessions.js';

/** Spec 2 §2.3 tutor dashboard; an admin sees the same figures across every tutor. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const dashboard = useDashboard();
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. Here is what is coming up in your teaching.`}
      />
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
            <UpcomingSessions sessions={dashboard.data?.upcomingSessions} />
            <RecentRecordings lessons={dashboard.data?.recentLessons} />
          </div>
        </>
      )}
    </div>
  );
}
