import { Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { MSG } from '../../../shared/messages.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { PageHeader } from '../../components/page-header.js';
import { Pager, useClampedPage } from '../../components/pager.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ALL, FilterSelect, filterValue } from '../../components/ui/filter-select.js';
import { ListError } from '../../components/ui/list-error.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useSignedInUser } from '../auth/api.js';
import { canChange } from '../auth/ownership.js';
import { useLessons } from './api.js';
import { DeleteLessonDialog } from './delete-lesson-dialog.js';
import { LessonCard } from './lesson-card.js';
import { LessonDialog } from './lesson-dialog.js';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETONS = 6;

export function LessonsPage() {
  useDocumentTitle('Recorded Lessons');
  const user = useSignedInUser();
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL);
  const [page, setPage] = useState(1);
  const addOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ lesson: RecordedLesson | null } | null>(
    addOnArrival ? { lesson: null } : null,
  );
  const [deleting, setDeleting] = useState<RecordedLesson | null>(null);

  const searchText = useDebouncedValue(search.trim(), 300);
  const lessons = useLessons({ search: searchText, subject: filterValue(subject), page });
  useClampedPage(lessons.data?.total, lessons.data?.pageSize ?? 1, page, setPage);
  const filtering = Boolean(searchText) || subject !== ALL;
  const add = () => setDialog({ lesson: null });

  let body;
  if (lessons.isPending) {
    body = <CardSkeletons count={SKELETONS} label="Loading lessons" className={GRID} media />;
  } else if (lessons.isError) {
    body = <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  } else if (lessons.data.total === 0 && !filtering) {
    body = (
      <EmptyState
        icon={Video}
        title={MSG.noRecordedLessons}
        action={
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Your First Lesson
          </Button>
        }
      >
        Recordings you add appear here for students to watch at any time.
      </EmptyState>
    );
  } else if (lessons.data.total === 0) {
    body = <p className="py-10 text-center text-slate-700">{CONTENT_MSG.noLessonsMatch}</p>;
  } else {
    body = (
      <>
        <div className={GRID} aria-busy={lessons.isFetching}>
          {lessons.data.items.map((lesson) => (
            <LessonCard
              key={lesson.id}
              lesson={lesson}
              {...(canChange(user, lesson.tutorId) && {
                onEdit: () => setDialog({ lesson }),
                onDelete: () => setDeleting(lesson),
              })}
            />
          ))}
        </div>
        <Pager
          page={page}
          pageSize={lessons.data.pageSize}
          total={lessons.data.total}
          noun="lessons"
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Recorded Lessons"
        description="Recordings of past lessons, ready to watch again."
        actions={
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Lesson
          </Button>
        }
      />
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search lessons"
          placeholder="Search lessons…"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="flex-1"
        />
        <FilterSelect
          id="lesson-subject-filter"
          label="Subject"
          allLabel="All Subjects"
          value={subject}
          onValueChange={(value) => {
            setSubject(value);
            setPage(1);
          }}
          options={lessons.data?.subjects ?? []}
        />
      </div>
      {body}
      <LessonDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        lesson={dialog?.lesson ?? null}
      />
      <DeleteLessonDialog lesson={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
