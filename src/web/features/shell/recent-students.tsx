import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { RECENT_STUDENTS_IN_SIDEBAR } from '../../../shared/constants.js';
import { studentLabel } from '../../../shared/content/student-label.js';
import { MSG } from '../../../shared/messages.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { errorText } from '../../lib/api.js';
import { ROUTES } from '../../lib/paths.js';
import { useStudents } from '../students/api.js';

export function RecentStudents() {
  const headingId = useId();
  const students = useStudents();
  const recent = students.data?.items.slice(0, RECENT_STUDENTS_IN_SIDEBAR) ?? [];

  let body;
  if (students.isPending) {
    body = (
      <div className="grid gap-2 px-3" aria-busy="true">
        {Array.from({ length: RECENT_STUDENTS_IN_SIDEBAR }, (_, index) => (
          <Skeleton key={index} className="h-5" />
        ))}
      </div>
    );
  } else if (students.isError) {
    body = <p className="px-3 text-sm text-slate-600">{errorText(students.error)}</p>;
  } else if (!recent.length) {
    body = <p className="px-3 text-sm text-slate-600">{MSG.noStudentsYet}</p>;
  } else {
    body = (
      <ul className="grid gap-0.5">
        {recent.map((student) => (
          <li key={student.id}>
            <Link
              to={ROUTES.student.to(student.id)}
              className="flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0">{studentLabel(student)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        Recent students
      </h2>
      {body}
    </section>
  );
}
