import { GraduationCap, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { studentLabel } from '../../../shared/content/schemas.js';
import { ActionsMenu } from '../../components/ui/actions-menu.js';
import { Badge } from '../../components/ui/badge.js';
import { ROUTES } from '../../lib/paths.js';
import type { StudentView } from './api.js';
import { subjectsOf } from './subject-list.js';

interface StudentCardProps {
  student: StudentView;
  onEdit: () => void;
  onRemove: () => void;
}

export function StudentCard({ student, onEdit, onRemove }: StudentCardProps) {
  const label = studentLabel(student);
  const subjects = subjectsOf(student.subjects);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-800">
            <GraduationCap aria-hidden="true" className="size-5" />
          </span>
          <h2 className="min-w-0 text-base font-semibold text-slate-900">
            <Link
              to={ROUTES.student.to(student.id)}
              className="line-clamp-2 rounded hover:text-indigo-800 hover:underline"
            >
              {label}
            </Link>
          </h2>
        </div>
        <ActionsMenu
          label={`Actions for ${label}`}
          onEdit={onEdit}
          onDelete={onRemove}
          deleteLabel="Remove"
        />
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600">Year group:</dt>
          <dd className="text-slate-900">{student.grade ?? 'Not set'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Account</dt>
          <UserRound aria-hidden="true" className="size-4 text-slate-500" />
          <dd className="truncate text-slate-700">
            {student.accountName
              ? `${student.accountName} (${student.accountUsername})`
              : 'No sign-in linked'}
          </dd>
        </div>
      </dl>
      {subjects.length > 0 && (
        <ul aria-label="Subjects" className="mt-auto flex flex-wrap gap-1.5">
          {subjects.map((subject) => (
            <li key={subject}>
              <Badge tone="indigo">{subject}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
