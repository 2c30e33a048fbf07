import { Video } from 'lucide-react';
import { Link } from 'react-router';
import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { MSG } from '../../../shared/messages.js';
import { Thumbnail } from '../../components/thumbnail.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { formatAge } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { DashboardPanel } from './dashboard-panel.js';

export function RecentRecordings({ lessons }: { lessons: RecordedLesson[] | undefined }) {
  let body;
  if (!lessons) {
    body = (
      <LoadingBlocks
        label="Loading recordings"
        className="grid gap-3"
        blocks={['h-16', 'h-16', 'h-16']}
      />
    );
  } else if (lessons.length === 0) {
    body = (
      <EmptyState
        icon={Video}
        title={MSG.noRecordedLessons}
        headingLevel={3}
        className="border-none"
        action={
          <Link to={`${ROUTES.recordedLessons}?new=1`} className={buttonClasses()}>
            Upload a Lesson
          </Link>
        }
      >
        {MSG.noRecordedLessonsText}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {lessons.map((lesson) => (
          <li key={lesson.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <Thumbnail
              src={lesson.thumbnail}
              className="aspect-video w-24 shrink-0 rounded-lg"
              iconClassName="size-6"
            />
            <div className="grid min-w-0 gap-0.5">
              <Link
                to={ROUTES.recordedLesson.to(lesson.id)}
                className="line-clamp-2 font-medium text-slate-900 hover:text-indigo-800 hover:underline"
              >
                {lesson.title}
              </Link>
              <p className="text-xs text-slate-600">
                {lesson.subject}
                {lesson.duration !== null && ` · ${lesson.duration} min`} · {lesson.views} views
              </p>
              <p className="text-xs text-slate-600">Uploaded {formatAge(lesson.uploadedAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPanel
      id="recent-recordings"
      title="Recent Recordings"
      linkLabel="View All"
      linkTo={ROUTES.recordedLessons}
    >
      {body}
    </DashboardPanel>
  );
}
