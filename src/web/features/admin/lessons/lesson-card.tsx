import { Eye, Pencil, PlayCircle, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { RecordedLesson } from '../../../../shared/content/schemas.js';
import { Badge } from '../../../components/ui/badge.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { Card } from '../../../components/ui/card.js';
import { CardDetails } from '../card-details.js';

interface LessonCardProps {
  lesson: RecordedLesson;
  onEdit: (lesson: RecordedLesson) => void;
  onDelete: (lesson: RecordedLesson) => void;
}

function Thumbnail({ lesson }: { lesson: RecordedLesson }) {
  // A thumbnail that fails to load falls back to the placeholder rather than a broken image.
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-2xl bg-slate-100">
      {lesson.thumbnail && !failed ? (
        <img
          src={lesson.thumbnail}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div className="grid size-full place-items-center text-slate-400">
          <PlayCircle aria-hidden="true" className="size-12" />
        </div>
      )}
      {lesson.duration != null && (
        <span className="absolute right-2 bottom-2 rounded-md bg-slate-950/80 px-2 py-0.5 text-xs font-medium text-white">
          {lesson.duration} min
        </span>
      )}
    </div>
  );
}

export function LessonCard({ lesson, onEdit, onDelete }: LessonCardProps) {
  return (
    <Card className="flex flex-col">
      <Thumbnail lesson={lesson} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <Badge tone="indigo" className="justify-self-start">
            {lesson.subject}
          </Badge>
          <h3 className="font-semibold text-slate-900">{lesson.title}</h3>
          {lesson.description && (
            <p className="line-clamp-2 text-sm text-slate-700">{lesson.description}</p>
          )}
        </div>
        <CardDetails
          details={[
            { icon: UserRound, label: 'Tutor', value: lesson.tutorName ?? 'Unknown Tutor' },
            {
              icon: Eye,
              label: 'Views',
              value: `${lesson.views.toLocaleString('en-GB')} ${lesson.views === 1 ? 'view' : 'views'}`,
            },
          ]}
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ActionButton
            icon={Pencil}
            variant="outline"
            aria-label={`Edit ${lesson.title}`}
            onClick={() => onEdit(lesson)}
          >
            Edit
          </ActionButton>
          <ActionButton
            icon={Trash2}
            variant="ghost"
            aria-label={`Delete ${lesson.title}`}
            onClick={() => onDelete(lesson)}
          >
            Delete
          </ActionButton>
        </div>
      </div>
    </Card>
  );
}
