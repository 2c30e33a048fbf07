import { CalendarDays, Clock, Eye } from 'lucide-react';
import type { RecordedLesson } from '../../../../shared/content/schemas.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { LessonVideo } from '../../../components/lesson-video.js';
import { errorText } from '../../../lib/api.js';
import { formatDate } from '../../../lib/dates.js';
import { useRecordedLesson } from '../../family-area/api.js';
import { formatMinutes } from '../../../lib/dates.js';

interface WatchLessonDialogProps {
  /** The lesson to play, when the list on screen already holds it. */
  lesson: RecordedLesson | undefined;
  lessonId: number | null;
  onClose: () => void;
}

/** Spec 2 §2.4 and §2.5: the player, YouTube embedded and other links in a video element. */
export function WatchLessonDialog({ lesson, lessonId, onClose }: WatchLessonDialogProps) {
  const fetched = useRecordedLesson(lesson || lessonId === null ? null : lessonId);
  const shown = lesson ?? fetched.data;
  return (
    <Dialog open={lessonId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="grid max-w-3xl gap-4"
        // Focus would land in the embedded player, where Escape goes to the video's page and
        // never closes the dialog. The dialog itself takes it; Tab reaches the player next.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {shown ? (
          <>
            <div className="grid gap-2">
              <DialogTitle>{shown.title}</DialogTitle>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                <Badge tone="indigo">{shown.subject}</Badge>
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4 text-slate-500" />
                  {formatMinutes(shown.duration)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                  {formatDate(shown.uploadedAt)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Eye aria-hidden="true" className="size-4 text-slate-500" />
                  {shown.views.toLocaleString('en-GB')} views
                </span>
              </div>
            </div>
            <LessonVideo
              lessonId={shown.id}
              url={shown.videoUrl}
              title={shown.title}
              poster={shown.thumbnail}
            />
            <DialogDescription className="text-base whitespace-pre-line text-slate-700">
              {shown.description ?? 'No description has been added to this lesson.'}
            </DialogDescription>
            {shown.tutorName && <p className="text-sm text-slate-700">Tutor: {shown.tutorName}</p>}
          </>
        ) : (
          <>
            <DialogTitle>{fetched.isError ? 'Lesson unavailable' : 'Loading lesson'}</DialogTitle>
            <DialogDescription>
              {fetched.isError ? errorText(fetched.error) : 'The lesson is on its way.'}
            </DialogDescription>
            {!fetched.isError && <Spinner />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
