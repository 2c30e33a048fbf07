import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_LESSONS } from '../../../shared/constants.js';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { ROUTES } from '../../lib/paths.js';
import { ListError } from '../../components/ui/list-error.js';
import { formatAge } from '../../lib/dates.js';
import { useNewestFamilyLessons } from '../family-area/api.js';
import { formatMinutes } from '../../lib/dates.js';
import { watchPath } from '../../lib/watch-param.js';
import { ListSkeleton, SectionCard } from '../../components/section-card.js';

/** Spec 2 §2.5: the 3 newest lessons, each opening in the family's lessons page's player. */
export function RecentLessonsCard() {
  const lessons = useNewestFamilyLessons(DASHBOARD_RECENT_LESSONS);
  let body;
  if (lessons.isPending) body = <ListSkeleton rows={3} label="Loading lessons" />;
  else if (lessons.isError)
    body = <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  else if (lessons.data.items.length === 0)
    body = <p className="text-slate-700">{FAMILY_MSG.noLessonsYet}</p>;
  else
    body = (
      <ul className="grid gap-2">
        {lessons.data.items.map((lesson) => (
          <li key={lesson.id}>
            <Link
              to={watchPath(lesson.id)}
              className="flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50"
            >
              <PlayCircle aria-hidden="true" className="size-8 shrink-0 text-indigo-700" />
              <span className="grid min-w-0">
                <span className="truncate font-medium text-slate-900">{lesson.title}</span>
                <span className="text-sm text-slate-600">
                  {lesson.subject} · {formatMinutes(lesson.duration)} ·{' '}
                  {formatAge(lesson.uploadedAt)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <SectionCard title="Recent Lessons" link={{ to: ROUTES.studentLessons, label: 'View All' }}>
      {body}
    </SectionCard>
  );
}
