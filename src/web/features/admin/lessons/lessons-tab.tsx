import { Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { RecordedLesson } from '../../../../shared/content/schemas.js';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { SearchInput } from '../../../components/ui/search-input.js';
import { Select } from '../../../components/ui/select.js';
import { toast } from '../../../components/ui/toast-store.js';
import { errorText } from '../../../lib/api.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { ConfirmDialog } from '../confirm-dialog.js';
import { CARD_GRID, CardSkeletons, ListError } from '../list-states.js';
import { TabHeader } from '../tab-header.js';
import { useAdminLessons, useDeleteLesson } from './api.js';
import { LessonCard } from './lesson-card.js';
import { LessonFormDialog } from './lesson-form-dialog.js';

const ALL_SUBJECTS = 'all';
const SEARCH_DELAY_MS = 300;

/** Which dialog is open: the form (for a new lesson or one to edit) or the delete question. */
type Editing =
  { kind: 'form'; lesson?: RecordedLesson } | { kind: 'delete'; lesson: RecordedLesson };

export function LessonsTab() {
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const lessons = useAdminLessons({
    search: debouncedSearch,
    subject: subject === ALL_SUBJECTS ? '' : subject,
    page,
  });
  const remove = useDeleteLesson();
  useClampedPage(lessons.data?.total, lessons.data?.pageSize ?? 1, page, setPage);

  const filtered = debouncedSearch !== '' || subject !== ALL_SUBJECTS;
  const subjects = lessons.data?.subjects ?? [];
  const subjectOptions = [
    { value: ALL_SUBJECTS, label: 'All Subjects' },
    ...(subject !== ALL_SUBJECTS && !subjects.includes(subject) ? [subject] : [])
      .concat(subjects)
      .map((value) => ({ value, label: value })),
  ];

  const deleteLesson = (lesson: RecordedLesson) =>
    remove.mutate(lesson.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Lesson deleted successfully' });
        setEditing(null);
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete lesson',
          description: errorText(error),
          variant: 'destructive',
        }),
    });

  const list = () => {
    if (lessons.isPending) return <CardSkeletons count={6} label="Loading lessons" />;
    if (lessons.isError) {
      return <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
    }
    const { items, total, pageSize } = lessons.data;
    if (total === 0) {
      return (
        <EmptyState icon={SearchX} title="No lessons found" headingLevel={3}>
          {filtered
            ? 'Try another search or subject.'
            : 'Add the first recorded lesson video to see it here.'}
        </EmptyState>
      );
    }
    return (
      <div className="grid gap-4">
        <ul className={CARD_GRID} aria-busy={lessons.isPlaceholderData}>
          {items.map((lesson) => (
            <li key={lesson.id} className="grid">
              <LessonCard
                lesson={lesson}
                onEdit={(chosen) => setEditing({ kind: 'form', lesson: chosen })}
                onDelete={(chosen) => setEditing({ kind: 'delete', lesson: chosen })}
              />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          noun="lessons"
          one="lesson"
          onPageChange={setPage}
        />
      </div>
    );
  };

  return (
    <section aria-labelledby="lessons-heading" className="grid gap-5">
      <TabHeader
        id="lessons-heading"
        title="Lesson Videos"
        description="Recorded lessons from every tutor, as pupils and parents see them."
        action={
          <Button onClick={() => setEditing({ kind: 'form' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Lesson
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchInput
          label="Search lessons"
          placeholder="Search lessons…"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div>
          <label htmlFor="lesson-subject-filter" className="sr-only">
            Subject
          </label>
          <Select
            id="lesson-subject-filter"
            value={subject}
            onValueChange={(value) => {
              setSubject(value);
              setPage(1);
            }}
            options={subjectOptions}
          />
        </div>
      </div>
      {list()}
      {editing?.kind === 'form' && (
        <LessonFormDialog
          lesson={editing.lesson}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title="Delete lesson"
          description="Are you sure you want to delete this lesson?"
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          onConfirm={() => deleteLesson(editing.lesson)}
        />
      )}
    </section>
  );
}
