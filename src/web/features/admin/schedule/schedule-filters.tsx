import {
  ACADEMIC_YEARS,
  SCHEDULED_SESSION_STATUSES,
  SESSION_SUBJECTS,
} from '../../../../shared/constants.js';
import { Label } from '../../../components/ui/label.js';
import { NativeSelect } from '../../../components/ui/native-select.js';
import { ALL } from '../../../lib/use-list-params.js';
import type { ListParams } from '../../../lib/use-list-params.js';
import { capitalise } from '../../../lib/text.js';
import { useTutorOptions } from '../tutors/api.js';

export type FilterName = 'tutor' | 'subject' | 'year' | 'status';

const STATUS_OPTIONS = SCHEDULED_SESSION_STATUSES.map((status) => ({
  value: status,
  label: capitalise(status),
}));

/**
 * The selects above the schedule's table or cards, each kept in the address. The browser's own
 * selects, not the Radix ones of the tutors' lists: the admin's home stays within its 200 kB of
 * script (issue 14), and phones show their native picker.
 */
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
        <div key={name} className="w-full sm:w-48">
          <Label htmlFor={`schedule-${name}`} className="sr-only">
            {filter.label}
          </Label>
          <NativeSelect
            id={`schedule-${name}`}
            value={params.filters[name as F]}
            onChange={(event) => params.setFilter(name as F, event.target.value)}
            options={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
          />
        </div>
      ))}
    </div>
  );
}
