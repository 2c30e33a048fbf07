import { Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { RecordedLesson } from '../../../../shared/content/schemas.js';
import { ListSearch, subjectFilter } from '../../../components/list-search.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { ALL, useListParams } from '../../../lib/use-list-params.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { TitledSection } from '../../../components/titled-section.js';
import { useAdminLessons, useDeleteLesson } from './api.js';
import { LessonCard } from './lesson-card.js';
import { LessonFormDialog } from './lesson-form-dialog.js';
import { RecordingRetention } from './recording-retention.js';

/** Which dialog is open: the form (for a new lesson or one to edit) or the delete question. */
type Editing =
  { kind: 'form'; lesson?: RecordedLesson } | { kind: 'delete'; lesson: RecordedLesson };

function LessonVideos() {
  const params = useListParams({ subject: ALL });
  const [editing, setEditing] = useState<Editing | null>(null);
  const filters = params.query;
  const lessons = useAdminLessons(filters);
  const remove = useDeleteLesson();
  const deleteLesson = (lesson: RecordedLesson) =>
    remove.mutate(lesson.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Lesson deleted successfully' });
        setEditing(null);
      },
      onError: (error) => toastFailed('Failed to delete lesson', error),
    });

  return (
    <TitledSection
      id="lessons-heading"
      title="Lesson Videos"
      description="Recorded lessons from every tutor, as pupils and parents see them."
      action={
        <ActionButton icon={Plus} size="md" onClick={() => setEditing({ kind: 'form' })}>
          Add Lesson
        </ActionButton>
      }
    >
      <ListSearch
        params={params}
        label="Search lessons"
        placeholder="Search lessons…"
        filters={{
          subject: subjectFilter('lesson-subject-filter', lessons.data),
        }}
      />
      <CursorPagedList
        query={lessons}
        filtering={params.filtering}
        noun="lessons"
        one="lesson"
        as="ul"
        skeletons={{ count: 6, label: 'Loading lessons' }}
        empty={
          <EmptyState icon={SearchX} title="No lessons found" headingLevel={3}>
            {params.filtering
              ? 'Try another search or subject.'
              : 'Add the first recorded lesson video to see it here.'}
          </EmptyState>
        }
        renderItem={(lesson) => (
          <LessonCard
            lesson={lesson}
            onEdit={(chosen) => setEditing({ kind: 'form', lesson: chosen })}
            onDelete={(chosen) => setEditing({ kind: 'delete', lesson: chosen })}
          />
        )}
      />
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
    </TitledSection>
  );
}

/** Spec 2's lesson videos, then how long the classroom's own recordings are kept (issue 29 §5). */
export function LessonsTab() {
  return (
    <div className="grid gap-10">
      <LessonVideos />
      <RecordingRetention />
    </div>
  );
}
