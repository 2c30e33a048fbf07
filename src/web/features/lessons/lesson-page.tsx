import { BookOpen, CalendarDays, Clock, Eye, Pencil, Trash2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { BackLink } from '../../components/back-link.js';
import { LessonVideo } from '../../components/lesson-video.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ApiError } from '../../lib/api.js';
import { formatDate } from '../../lib/dates.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { canChange } from '../../../shared/policies/ownership.js';
import { useLesson, useRecordView } from './api.js';
import { DeleteLessonDialog } from './delete-lesson-dialog.js';
import { LessonDialog } from './lesson-dialog.js';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs text-slate-600">
        <span className="absolute top-0 left-0 grid size-9 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function NotFound() {
  useDocumentTitle(CONTENT_MSG.lessonNotFound);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <BackLink to={ROUTES.recordedLessons}>All recorded lessons</BackLink>
      <EmptyState
        icon={BookOpen}
        title={CONTENT_MSG.lessonNotFound}
        headingLevel={1}
        action={
          <Link to={ROUTES.recordedLessons} className={buttonClasses()}>
            Back to Recorded Lessons
          </Link>
        }
      >
        {CONTENT_MSG.lessonNotFoundText}
      </EmptyState>
    </div>
  );
}

export function LessonPage() {
  const id = idFrom(useParams().id);
  return id ? <LessonDetails id={id} /> : <NotFound />;
}

function LessonDetails({ id }: { id: number }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lesson = useLesson(id);
  const recordView = useRecordView();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const counted = useRef<number | null>(null);
  useDocumentTitle(lesson.data?.title ?? 'Recorded Lesson');

  // One view per visit, and none for the tutor previewing their own recording.
  const ownerId = lesson.data?.tutorId;
  const { mutate: countView } = recordView;
  useEffect(() => {
    if (ownerId === undefined || ownerId === user.id || counted.current === id) return;
    counted.current = id;
    countView(id);
  }, [id, ownerId, user.id, countView]);

  if (lesson.isPending) {
    return (
      <LoadingBlocks
        label="Loading lesson"
        className="mx-auto grid max-w-4xl gap-6"
        blocks={['h-8 w-2/3', 'aspect-video w-full rounded-2xl', 'h-20 w-full']}
      />
    );
  }
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 404) return <NotFound />;
    return <ListError error={lesson.error} onRetry={() => void lesson.refetch()} />;
  }

  const data = lesson.data;
  const mayChange = canChange(user, data.tutorId);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <BackLink to={ROUTES.recordedLessons}>All recorded lessons</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {data.title}
        </h1>
        {mayChange && (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)} className="text-red-800">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        )}
      </div>
      <LessonVideo
        lessonId={data.id}
        url={data.videoUrl}
        title={data.title}
        poster={data.thumbnail}
      />
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 lg:grid-cols-5">
        <Fact icon={<BookOpen aria-hidden="true" className="size-4" />} label="Subject">
          {data.subject}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Duration">
          {data.duration === null ? 'Not set' : `${data.duration} minutes`}
        </Fact>
        <Fact icon={<Eye aria-hidden="true" className="size-4" />} label="Views">
          {data.views.toLocaleString('en-GB')}
        </Fact>
        <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Uploaded">
          {formatDate(data.uploadedAt)}
        </Fact>
        {data.tutorName && (
          <Fact icon={<UserRound aria-hidden="true" className="size-4" />} label="Tutor">
            {data.tutorName}
          </Fact>
        )}
      </dl>
      <section aria-labelledby="lesson-about" className="grid gap-2">
        <h2 id="lesson-about" className="text-lg font-semibold text-slate-900">
          About this lesson
        </h2>
        <p className="whitespace-pre-line text-slate-700">
          {data.description || 'No description has been added.'}
        </p>
      </section>
      {mayChange && (
        <>
          <LessonDialog open={editing} onOpenChange={setEditing} lesson={data} />
          <DeleteLessonDialog
            lesson={deleting ? data : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              void navigate(ROUTES.recordedLessons, { replace: true });
              queryClient.removeQueries({
                queryKey: queryKeys.recordedLessons.detail(id),
                exact: true,
              });
            }}
          />
        </>
      )}
    </div>
  );
}
