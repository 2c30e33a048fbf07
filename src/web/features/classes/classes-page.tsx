import { School } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACADEMIC_YEARS, SESSION_SUBJECTS } from '../../../shared/constants.js';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { FilterSelect } from '../../components/ui/filter-select.js';
import { useTableFits } from '../../components/ui/row-cards.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useClasses, useTutorChoices } from './api.js';
import { ClassCards, ClassTable } from './class-table.js';

const FILTERS = {
  yearGroup: ALL,
  subject: ALL,
  tutorId: ALL,
  hasPlaces: ALL,
  belowMinimum: ALL,
};
type Filter = keyof typeof FILTERS;

interface ClassesPageProps {
  /** Buttons of other features for the header, such as New class (composed in app/). */
  actions?: ReactNode;
}

/** Issue 28 §8: every open class, filtered, with what an admin should notice about its size. */
export function ClassesPage({ actions }: ClassesPageProps) {
  useDocumentTitle('Classes');
  const params = useListParams<Filter>(FILTERS);
  const { search: _search, ...filters } = params.query;
  const classes = useClasses(filters);
  const tutors = useTutorChoices().data ?? [];
  const Classes = useTableFits() ? ClassTable : ClassCards;
  const choices: Record<
    Filter,
    Omit<Parameters<typeof FilterSelect>[0], 'value' | 'onValueChange' | 'id'>
  > = {
    yearGroup: { label: 'Year group', allLabel: 'All year groups', options: ACADEMIC_YEARS },
    subject: { label: 'Subject', allLabel: 'All subjects', options: SESSION_SUBJECTS },
    tutorId: {
      label: 'Tutor',
      allLabel: 'All tutors',
      options: tutors.map((t) => ({ value: String(t.id), label: t.fullName })),
    },
    hasPlaces: {
      label: 'Places',
      allLabel: 'Any places',
      options: [{ value: 'true', label: 'Has places' }],
    },
    belowMinimum: {
      label: 'Size',
      allLabel: 'Any size',
      options: [{ value: 'true', label: 'Below 8' }],
    },
  };

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Classes"
        description="Every open class with its timetable, roster and waitlist. The product aims for 8 to 12 in a class."
        actions={actions}
      />
      <div
        role="group"
        aria-label="Filter classes"
        className="flex flex-col flex-wrap gap-3 sm:flex-row"
      >
        {(Object.keys(FILTERS) as Filter[]).map((name) => (
          <FilterSelect
            key={name}
            id={`class-filter-${name}`}
            {...choices[name]}
            value={params.filters[name]}
            onValueChange={(value) => params.setFilter(name, value)}
          />
        ))}
      </div>
      <CursorPagedList
        query={classes}
        filtering={params.filtering}
        noun="classes"
        one="class"
        layout="grid"
        skeletons={{ count: 4, label: 'Loading classes' }}
        noMatch="No classes match these filters."
        empty={
          <EmptyState icon={School} title="No classes yet">
            Classes appear here once they are made or allocated.
          </EmptyState>
        }
        renderItems={(items) => <Classes classes={items} linkTo={ROUTES.adminClass.to} />}
      />
    </div>
  );
}
