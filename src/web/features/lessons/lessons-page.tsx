import { Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { MSG } from '../../../shared/messages.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { PageHeader } from '../../components/page-header.js';
import { CatalogueSearch } from '../../components/catalogue-search.js';
import { subjectFilter } from '../../components/list-search.js';
import { MINE } from '../../components/owner-switch.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { canChange } from '../../../shared/policies/ownership.js';
import { useLessons } from './api.js';
import { DeleteLessonDialog } from './delete-lesson-dialog.js';
import { LessonCard } from './lesson-card.js';
import { LessonDialog } from './lesson-dialog.js';
import { isTutor } from '../../../shared/policies/roles.js';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETONS = 6;

export function LessonsPage() {
  useDocumentTitle('Recorded Lessons');
  const user = useSignedInUser();
  // Tutors start on their own lessons, which the dashboard counts; admins see everyone's.
  const tutor = isTutor(user);
  const params = useListParams({ subject: ALL, owner: tutor ? MINE : ALL });
  const mine = params.filters.owner === MINE;
  const addOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ lesson: RecordedLesson | null } | null>(
    addOnArrival ? { lesson: null } : null,
  );
  const [deleting, setDeleting] = useState<RecordedLesson | null>(null);
  const filters = params.query;
  const lessons = useLessons(filters);
  const add = () => setDialog({ lesson: null });

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Recorded Lessons"
        description="Recordings of past lessons, ready to watch again."
        actions={
          <ActionButton icon={Plus} size="md" onClick={add}>
            Add Lesson
          </ActionButton>
        }
      />
      <CatalogueSearch
        params={params}
        showOwner={tutor}
        noun="lessons"
        filters={{
          subject: subjectFilter('lesson-subject-filter', lessons.data),
        }}
      />
      <CursorPagedList
        query={lessons}
        // Mine or All picks whose lessons, it doesn't narrow them: each has its own empty state.
        filtering={params.search !== '' || params.filters.subject !== ALL}
        noun="lessons"
        one="lesson"
        layout={GRID}
        skeletons={{ count: SKELETONS, label: 'Loading lessons', media: true }}
        noMatch={CONTENT_MSG.noLessonsMatch}
        empty={
          <EmptyState
            icon={Video}
            title={mine ? CONTENT_MSG.noOwnLessons : MSG.noRecordedLessons}
            action={
              <ActionButton icon={Plus} size="md" onClick={add}>
                Add Your First Lesson
              </ActionButton>
            }
          >
            Recordings you add appear here for students to watch at any time.
          </EmptyState>
        }
        renderItem={(lesson) => (
          <LessonCard
            lesson={lesson}
            {...(canChange(user, lesson.tutorId) && {
              onEdit: () => setDialog({ lesson }),
              onDelete: () => setDeleting(lesson),
            })}
          />
        )}
      />
      <LessonDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        lesson={dialog?.lesson ?? null}
      />
      <DeleteLessonDialog lesson={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
