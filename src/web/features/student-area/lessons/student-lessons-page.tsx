import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { FAMILY_MSG } from '../../../../shared/family/messages.js';
import { PageHeader } from '../../../components/page-header.js';
import { Pager, useClampedPage } from '../../../components/pager.js';
import { Button } from '../../../components/ui/button.js';
import { ALL, FilterSelect, filterValue } from '../../../components/ui/filter-select.js';
import { ListError } from '../../../components/ui/list-error.js';
import { SearchInput } from '../../../components/ui/search-input.js';
import { formatDate } from '../../../lib/dates.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useFamilyLessons } from '../api.js';
import { formatMinutes } from '../format.js';
import { DataTable, TableSkeleton } from '../data-table.js';
import { useWatching } from './use-watching.js';
import { WatchLessonDialog } from './watch-lesson-dialog.js';

/** Spec 2 §9: six placeholders while lessons load. */
const SKELETON_ROWS = 6;
const COLUMNS = ['Title', 'Subject', 'Uploaded', 'Duration', 'Views', 'Actions'] as const;

/** Spec 2 §2.4: the family's recorded lessons as a table, each with its player. */
export function StudentLessonsPage() {
  useDocumentTitle('Recorded Lessons');
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState(ALL);
  const [page, setPage] = useState(1);
  const searchText = useDebouncedValue(search.trim(), 300);
  const lessons = useFamilyLessons({ search: searchText, subject: filterValue(subject), page });
  useClampedPage(lessons.data?.total, lessons.data?.pageSize ?? 1, page, setPage);
  const { watching, watch, close } = useWatching();

  let body;
  if (lessons.isPending) {
    body = <TableSkeleton rows={SKELETON_ROWS} columns={COLUMNS} label="Loading lessons" />;
  } else if (lessons.isError) {
    body = <ListError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  } else if (lessons.data.total === 0) {
    body = <p className="py-10 text-center text-slate-700">{FAMILY_MSG.noLessonsFound}</p>;
  } else {
    body = (
      <>
        <DataTable
          caption="Recorded lessons"
          columns={COLUMNS}
          busy={lessons.isFetching}
          rows={lessons.data.items.map((lesson) => ({
            key: lesson.id,
            cells: [
              <span key="title" className="font-medium text-slate-900">
                {lesson.title}
              </span>,
              lesson.subject,
              formatDate(lesson.uploadedAt),
              formatMinutes(lesson.duration),
              lesson.views.toLocaleString('en-GB'),
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
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Recorded Lessons"
        description="Watch any lesson again, whenever suits you."
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
          id="student-lesson-subject"
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
