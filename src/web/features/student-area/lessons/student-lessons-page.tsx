import { PlayCircle } from 'lucide-react';
import { FAMILY_MSG } from '../../../../shared/family/messages.js';
import { countOf } from '../../../../shared/plurals.js';
import { PageHeader } from '../../../components/page-header.js';
import { ListSearch, subjectFilter } from '../../../components/list-search.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { Button } from '../../../components/ui/button.js';
import { formatDate } from '../../../lib/dates.js';
import { ALL, useListParams } from '../../../lib/use-list-params.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useFamilyLessons } from '../../family-area/api.js';
import { formatMinutes } from '../../../lib/dates.js';
import { DataTable, TableSkeleton } from '../data-table.js';
import { useWatching } from './use-watching.js';
import { WatchLessonDialog } from './watch-lesson-dialog.js';

/** Spec 2 §9: six placeholders while lessons load. */
const SKELETON_ROWS = 6;
const COLUMNS = ['Title', 'Subject', 'Uploaded', 'Duration', 'Views', 'Actions'] as const;

/** Spec 2 §2.4: the family's recorded lessons as a table, each with its player. */
export function StudentLessonsPage() {
  useDocumentTitle('Recorded Lessons');
  const params = useListParams({ subject: ALL });
  const filters = params.query;
  const lessons = useFamilyLessons(filters);
  const { watching, watch, close } = useWatching();

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Recorded Lessons"
        description="Watch any lesson again, whenever suits you."
      />
      <ListSearch
        params={params}
        label="Search lessons"
        placeholder="Search lessons…"
        filters={{
          subject: subjectFilter('student-lesson-subject', lessons.data),
        }}
      />
      <CursorPagedList
        query={lessons}
        filtering={params.filtering}
        noun="lessons"
        one="lesson"
        skeletons={<TableSkeleton rows={SKELETON_ROWS} columns={COLUMNS} label="Loading lessons" />}
        empty={<p className="py-10 text-center text-slate-700">{FAMILY_MSG.noLessonsFound}</p>}
        renderItems={(items, busy) => (
          <DataTable
            caption="Recorded lessons"
            columns={COLUMNS}
            busy={busy}
            rows={items.map((lesson) => ({
              key: lesson.id,
              cells: [
                <span key="title" className="font-medium text-slate-900">
                  {lesson.title}
                </span>,
                lesson.subject,
                formatDate(lesson.uploadedAt),
                formatMinutes(lesson.duration),
                // Labelled: on a phone the cell stands in the title's line, without its heading.
                countOf(lesson.views, 'views'),
                <Button
                  key="watch"
                  size="sm"
                  variant="secondary"
                  onClick={() => watch(lesson.id)}
                  aria-label={`Watch: ${lesson.title}`}
                >
                  <PlayCircle aria-hidden="true" className="size-4" />
                  Watch
                </Button>,
              ],
            }))}
          />
        )}
      />
      <WatchLessonDialog
        lessonId={watching}
        lesson={lessons.data?.items.find((lesson) => lesson.id === watching)}
        onClose={close}
      />
    </div>
  );
}
