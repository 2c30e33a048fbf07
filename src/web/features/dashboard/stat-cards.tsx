import type { LucideIcon } from 'lucide-react';
import { FolderOpen, Radio, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.js';
import { ROUTES } from '../../lib/paths.js';
import type { DashboardData } from './api.js';

const CARDS: {
  key: keyof DashboardData['stats'];
  label: string;
  icon: LucideIcon;
  to: string;
  tint: string;
}[] = [
  {
    key: 'recordedLessons',
    label: 'Recorded Lessons',
    icon: Video,
    to: ROUTES.recordedLessons,
    tint: 'bg-indigo-50 text-indigo-700',
  },
  {
    key: 'upcomingLiveSessions',
    label: 'Upcoming Live Sessions',
    icon: Radio,
    to: ROUTES.liveSessions,
    tint: 'bg-red-50 text-red-700',
  },
  {
    key: 'activeStudents',
    label: 'Active Students',
    icon: Users,
    to: ROUTES.students,
    tint: 'bg-green-50 text-green-700',
  },
  {
    key: 'resources',
    label: 'Resources',
    icon: FolderOpen,
    to: ROUTES.resources,
    tint: 'bg-amber-50 text-amber-800',
  },
];

/** The four figures of spec 2 §2.3, each a way into its own page. */
export function StatCards({ stats }: { stats: DashboardData['stats'] | undefined }) {
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, to, tint }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
          >
            <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="grid">
              <span className="text-sm text-slate-700">{label}</span>
              {stats ? (
                <span className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                  {stats[key].toLocaleString('en-GB')}
                </span>
              ) : (
                <Skeleton className="mt-1 h-7 w-12" />
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
