import { formatShortDay } from '../../../shared/dates/format.js';
import { ATTENDANCE_WINDOW_DAYS } from '../../../shared/attendance/rules.js';
import type { Child } from '../../../shared/family/schemas.js';
import { possessive } from '../../../shared/plurals.js';
import { ListError } from '../../components/ui/list-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useChildren } from '../children/api.js';
import { useChildAttendance } from './api.js';
import { AttendanceMark } from './attendance-mark.js';

const RECENT_SHOWN = 5;

function ChildAttendance({ child }: { child: Child }) {
  const attendance = useChildAttendance(child.id);
  const headingId = `attendance-child-${child.id}`;
  let body;
  if (attendance.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (attendance.isError) {
    body = <ListError error={attendance.error} onRetry={() => void attendance.refetch()} />;
  } else if (attendance.data.subjects.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        No sessions in the last {ATTENDANCE_WINDOW_DAYS} days yet.
      </p>
    );
  } else {
    const { subjects, recent } = attendance.data;
    body = (
      <div className="grid gap-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {possessive(child.name)} attendance by subject, last {ATTENDANCE_WINDOW_DAYS} days
          </caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Subject
              </th>
              <th scope="col" className="py-1 font-medium">
                Attended
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {subjects.map((row) => (
              <tr key={row.subject} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 font-medium text-slate-900">
                  {row.subject}
                </th>
                <td className="py-1.5 text-slate-700">
                  {row.present + row.late} of {row.sessions}
                  {row.late > 0 && ` (${row.late} late)`}
                </td>
                <td className="py-1.5 text-right font-semibold text-slate-900">{row.rate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h4 className="text-sm font-medium text-slate-900">Last sessions</h4>
        <ul className="grid gap-2">
          {recent.slice(0, RECENT_SHOWN).map((session) => (
            <li key={session.sessionId} className="flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0 text-slate-800">
                {session.title}
                <span className="text-slate-600"> · {formatShortDay(session.scheduledFor)}</span>
              </span>
              <span className="shrink-0">
                <AttendanceMark status={session.status} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {child.name}
      </h3>
      {body}
    </section>
  );
}

/** Issue 15 §1: each child's attendance rate per subject and last sessions, for the parent. */
export function ChildrenAttendance() {
  const children = useChildren();
  if (children.isPending) return <Skeleton className="h-24 w-full" />;
  if (children.isError) {
    return <ListError error={children.error} onRetry={() => void children.refetch()} />;
  }
  if (children.data.length === 0) {
    return <p className="text-sm text-slate-700">Add your children to follow their attendance.</p>;
  }
  return (
    <div className="grid gap-6">
      {children.data.map((child) => (
        <ChildAttendance key={child.id} child={child} />
      ))}
    </div>
  );
}
