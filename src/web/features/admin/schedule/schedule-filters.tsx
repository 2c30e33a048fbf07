import {
  ACADEMIC_YEARS,
  SCHEDULED_SESSION_STATUSES,
  SESSION_SUBJECTS,
} from '../../../../shared/constants.js';
import { FilterSelect } from '../../../components/ui/filter-select.js';
import type { ListParams } from '../../../lib/use-list-params.js';
import { capitalise } from '../format.js';
import { useTutorOptions } from '../tutors/api.js';

export type FilterName = 'tutor' | 'subject' | 'year' | 'status';

const STATUS_OPTIONS = SCHEDULED_SESSION_STATUSES.map((status) => ({
  value: status,
  label: capitalise(status),
}));

/** The selects above the schedule's table or cards, each kept in the address. */
export function ScheduleFilters<F extends string>({ params }: { params: ListParams<F> }) {
  // The first 50 active tutors by name, as the tutor pickers offer them.
  const tutors = useTutorOptions('');
  const tutorOptions = (tutors.data ?? []).map((tutor) => ({
    value: String(tutor.id),
    label: tutor.fullName,
  }));
  const filters = {
    tutor: { label: 'Tutor', allLabel: 'All tutors', options: tutorOptions },
    subject: { label: 'Subject', allLabel: 'All subjects', options: SESSION_SUBJECTS },
    year: { label: 'Year group', allLabel: 'All year groups', options: ACADEMIC_YEARS },
    status: { label: 'Status', allLabel: 'Any status', options: STATUS_OPTIONS },
  } as const;
  return (
    <div role="search" aria-label="Filter sessions" className="grid grid-cols-2 gap-3 sm:flex">
      {Object.entries(filters).map(([name, filter]) => (
        <FilterSelect
          key={name}
          id={`schedule-${name}`}
          {...filter}
          value={params.filters[name as F]}
          onValueChange={(value) => params.setFilter(name as F, value)}
        />
      ))}
    </div>
  );
}
