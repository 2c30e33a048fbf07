import { Video } from 'lucide-react';
import { useState } from 'react';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { Pager, useClampedPage } from '../../components/pager.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ALL, FilterSelect, filterValue } from '../../components/ui/filter-select.js';
import { ListError } from '../../components/ui/list-error.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useFamilyLessons } from '../student-area/api.js';
import { useWatching } from '../student-area/lessons/use-watching.js';
import { WatchLessonDialog } from '../student-area/lessons/watch-lesson-dialog.js';
import { LessonTile } from './lesson-tile.js';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
/** Spec 2 §9: six placeholders while lessons load. */
const SKELETONS = 6;

/** Spec 2 §2.5: the family's recorded lessons as a grid, each playing in a dialog. */
export function ParentPortalPage() {
  useDocumentTitle('Parent Portal');
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL);
  const [page, setPage] = useState(1);
  const searchText = useDebouncedValue(search.trim(), 300);
  const lessons = useFamilyLessons({ search: searchText, subject: filterValue(subject), page });
  useClampedPage(lessons.data?.total, lessons.data?.pageSize ?? 1, page, setPage);
  const filtering = Boolean(searchText) || subject !== ALL;
  const { watching, watch, close } = useWatching();

  let body;
  if (lessons.isPending) {
    body = <CardSkeletons count={SKELETONS} label="Loading lessons" className={GRID} media />;
  } else if (lessons.isError) {
    body = <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  } else if (lessons.data.total === 0) {
    body = filtering ? (
      <EmptyState icon={Video} title={FAMILY_MSG.portalNoLessonsFound}>
        {FAMILY_MSG.portalTryAdjusting}
      </EmptyState>
    ) : (
      <EmptyState icon={Video} title={FAMILY_MSG.portalNoLessonsFound}>
        {FAMILY_MSG.portalNoVideos}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={GRID} aria-busy={lessons.isFetching}>
          {lessons.data.items.map((lesson) => (
            <li key={lesson.id} className="grid">
              <LessonTile lesson={lesson} onWatch={() => watch(lesson.id)} />
            </li>
          ))}
        </ul>
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
        description="Every lesson is recorded, so your children can catch up or revise at any time."
      />
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search lessons"
          placeholder="Search by title or description…"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="flex-1"
        />
        <FilterSelect
          id="portal-subject"
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
      <WatchLessonDialog
        lessonId={watching}
        lesson={lessons.data?.items.find((lesson) => lesson.id === watching)}
        onClose={close}
      />
    </div>
  );
}
