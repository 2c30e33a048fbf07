import { CalendarDays, PlayCircle, Video } from 'lucide-react';
import { useState } from 'react';
import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { formatDate } from '../../lib/dates.js';
import { safeHref } from '../../lib/urls.js';

/** Spec 2 §2.5: thumbnail or placeholder, duration badge in minutes and uploaded date. */
export function LessonTile({ lesson, onWatch }: { lesson: RecordedLesson; onWatch: () => void }) {
  const [broken, setBroken] = useState(false);
  const thumbnail = broken ? null : safeHref(lesson.thumbnail);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-video bg-slate-100">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-slate-400">
            <Video aria-hidden="true" className="size-10" />
          </div>
        )}
        {lesson.duration && (
          <Badge className="absolute right-2 bottom-2 bg-slate-900/85 text-white">
            {lesson.duration} min
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge tone="indigo" className="justify-self-start self-start">
          {lesson.subject}
        </Badge>
        <h2 className="font-semibold text-slate-900">{lesson.title}</h2>
        {lesson.description && (
          <p className="line-clamp-2 text-sm text-slate-700">{lesson.description}</p>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-slate-600">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          Uploaded {formatDate(lesson.uploadedAt)}
        </p>
        <Button onClick={onWatch} aria-label={`Watch Lesson: ${lesson.title}`}>
          <PlayCircle aria-hidden="true" className="size-4" />
          Watch Lesson
        </Button>
      </div>
    </Card>
  );
}
