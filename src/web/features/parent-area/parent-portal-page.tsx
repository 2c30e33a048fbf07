import { Video } from 'lucide-react';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { ListSearch, subjectFilter } from '../../components/list-search.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useFamilyLessons } from '../student-area/api.js';
import { useWatching } from '../student-area/lessons/use-watching.js';
import { WatchLessonDialog } from '../student-area/lessons/watch-lesson-dialog.js';
import { LessonTile } from './lesson-tile.js';

/** Spec 2 §9: six placeholders while lessons load. */
const SKELETONS = 6;

/** Spec 2 §2.5: the family's recorded lessons as a grid, each playing in a dialog. */
export function ParentPortalPage() {
  useDocumentTitle('Parent Portal');
  const params = useListParams({ subject: ALL });
  const filters = params.query;
  const lessons = useFamilyLessons(filters);
  const { watching, watch, close } = useWatching();

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Recorded Lessons"
        description="Every lesson is recorded, so your children can catch up or revise at any time."
      />
      <ListSearch
        params={params}
        label="Search lessons"
        placeholder="Search by title or description…"
        filters={{
          subject: subjectFilter('portal-subject', lessons.data),
        }}
      />
      <CursorPagedList
        query={lessons}
        filtering={params.filtering}
        noun="lessons"
        one="lesson"
        as="ul"
        skeletons={{ count: SKELETONS, label: 'Loading lessons', media: true }}
        empty={
          <EmptyState icon={Video} title={FAMILY_MSG.portalNoLessonsFound}>
            {params.filtering ? FAMILY_MSG.portalTryAdjusting : FAMILY_MSG.portalNoVideos}
          </EmptyState>
        }
        renderItem={(lesson) => <LessonTile lesson={lesson} onWatch={() => watch(lesson.id)} />}
      />
      <WatchLessonDialog
        lessonId={watching}
        lesson={lessons.data?.items.find((lesson) => lesson.id === watching)}
        onClose={close}
      />
    </div>
  );
}
