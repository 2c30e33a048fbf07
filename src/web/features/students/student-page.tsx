import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { studentLabel } from '../../../shared/content/schemas.js';
import { BackLink } from '../../components/back-link.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ApiError, errorText } from '../../lib/api.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useStudent } from './api.js';
import { RaiseConcernButton } from '../concerns/raise-button.js';
import { RemoveStudentDialog } from './remove-student-dialog.js';
import { StudentDialog } from './student-dialog.js';
import { StudentSessions } from './student-sessions.js';
import { subjectsOf } from './subject-list.js';

function Unavailable({ message }: { message: string }) {
  useDocumentTitle('Student not found');
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <BackLink to={ROUTES.students}>All students</BackLink>
      <EmptyState icon={UserX} title="Student not found">
        {message}
      </EmptyState>
    </div>
  );
}

export function StudentPage() {
  const id = idFrom(useParams().id);
  return id ? (
    <StudentDetails id={id} />
  ) : (
    <Unavailable message="There is no student at this address." />
  );
}

function StudentDetails({ id }: { id: number }) {
  const student = useStudent(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  useDocumentTitle(student.data ? studentLabel(student.data) : 'Student Details');

  // Split once per visit: a session starting while the page is open stays where it was.
  const [now] = useState(() => Date.now());
  const [upcoming, past] = useMemo(() => {
    const sessions = student.data?.sessions ?? [];
    return [
      sessions.filter((s) => new Date(s.scheduledFor).getTime() >= now),
      sessions.filter((s) => new Date(s.scheduledFor).getTime() < now).reverse(),
    ];
  }, [student.data, now]);

  if (student.isPending) {
    return (
      <LoadingBlocks
        label="Loading student"
        className="mx-auto grid max-w-4xl gap-6"
        blocks={['h-8 w-1/2', 'h-32 w-full', 'h-48 w-full']}
      />
    );
  }
  if (student.isError) {
    const status = student.error instanceof ApiError ? student.error.status : 0;
    if (status === 403) return <Unavailable message="This student is taught by another tutor." />;
    if (status === 404) return <Unavailable message={errorText(student.error)} />;
    return <ListError error={student.error} onRetry={() => void student.refetch()} />;
  }

  const data = student.data;
  const subjects = subjectsOf(data.subjects);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <BackLink to={ROUTES.students}>All students</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {studentLabel(data)}
        </h1>
        <div className="flex flex-wrap gap-2">
          <RaiseConcernButton links={{ studentId: data.id }} about={studentLabel(data)} />
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="outline" className="text-red-800" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <section
        aria-labelledby="student-details"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="student-details" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-600">Name</dt>
            <dd className="text-sm font-medium text-slate-900">
              {data.name ?? data.accountName ?? 'Not recorded'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Year group</dt>
            <dd className="text-sm font-medium text-slate-900">{data.grade ?? 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Sign-in</dt>
            <dd className="text-sm font-medium text-slate-900">
              {data.accountName
                ? `${data.accountName} (${data.accountUsername})`
                : 'No sign-in linked'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Subjects</dt>
            <dd className="mt-1">
              {subjects.length ? (
                <ul className="flex flex-wrap gap-1.5">
                  {subjects.map((subject) => (
                    <li key={subject}>
                      <Badge tone="indigo">{subject}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-sm text-slate-700">None recorded</span>
              )}
            </dd>
          </div>
          {data.notes && (
            <div className="sm:col-span-2">
              <dt className="text-xs text-slate-600">Notes</dt>
              <dd className="text-sm whitespace-pre-line text-slate-900">{data.notes}</dd>
            </div>
          )}
        </dl>
      </section>
      <StudentSessions
        id="student-upcoming"
        title="Upcoming sessions"
        sessions={upcoming}
        empty={
          data.grade
            ? `No sessions are scheduled for ${data.grade} yet.`
            : 'Set a year group to see the group sessions this student attends.'
        }
      />
      <StudentSessions
        id="student-past"
        title="Past sessions"
        sessions={past}
        empty="No sessions have taken place yet."
      />
      <StudentDialog open={editing} onOpenChange={setEditing} student={data} />
      <RemoveStudentDialog
        student={removing ? data : null}
        onClose={() => setRemoving(false)}
        onRemoved={() => {
          void navigate(ROUTES.students, { replace: true });
          queryClient.removeQueries({ queryKey: queryKeys.students.detail(id), exact: true });
        }}
      />
    </div>
  );
}
