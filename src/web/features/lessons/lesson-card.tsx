import { Clock, Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { Thumbnail } from '../../components/thumbnail.js';
import { ActionsMenu } from '../../components/ui/actions-menu.js';
import { Badge } from '../../components/ui/badge.js';
import { formatAge } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';

interface LessonCardProps {
  lesson: RecordedLesson;
  /** Present only when the viewer may change this lesson. */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function LessonCard({ lesson, onEdit, onDelete }: LessonCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <Thumbnail src={lesson.thumbnail} className="aspect-video" iconClassName="size-10" />
        {lesson.duration !== null && (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-slate-950/80 px-2 py-0.5 text-xs font-medium text-white">
            <Clock aria-hidden="true" className="size-3" />
            {lesson.duration} min
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={ROUTES.recordedLesson.to(lesson.id)}
              className="rounded hover:text-indigo-800 hover:underline"
            >
              {lesson.title}
            </Link>
          </h2>
          {onEdit && onDelete && (
            <ActionsMenu
              label={`Actions for ${lesson.title}`}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="indigo">{lesson.subject}</Badge>
          {lesson.tutorName && <span className="text-sm text-slate-700">{lesson.tutorName}</span>}
        </div>
        {lesson.description && (
          <p className="line-clamp-2 text-sm text-slate-700">{lesson.description}</p>
        )}
        <p className="mt-auto flex items-center justify-between gap-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {lesson.views.toLocaleString('en-GB')} {lesson.views === 1 ? 'view' : 'views'}
          </span>
          <span>Uploaded {formatAge(lesson.uploadedAt)}</span>
        </p>
      </div>
    </article>
  );
}
