import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { ListSearch } from '../../components/list-search.js';
import { PageHeader } from '../../components/page-header.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useStudents, type StudentView } from './api.js';
import { RemoveStudentDialog } from './remove-student-dialog.js';
import { StudentCard } from './student-card.js';
import { StudentDialog } from './student-dialog.js';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETONS = 6;

export function StudentsPage() {
  useDocumentTitle('Students');
  const params = useListParams();
  const addOnArrival = useOpenOnParam();
  const [dialog, setDialog] = useState<{ student: StudentView | null } | null>(
    addOnArrival ? { student: null } : null,
  );
  const [removing, setRemoving] = useState<StudentView | null>(null);
  const students = useStudents(params.search);
  const add = () => setDialog({ student: null });

  let body;
  if (students.isPending) {
    body = <CardSkeletons count={SKELETONS} label="Loading students" className={GRID} />;
  } else if (students.isError) {
    body = <ListError error={students.error} onRetry={() => void students.refetch()} />;
  } else if (students.data.length === 0 && !params.filtering) {
    body = (
      <EmptyState
        icon={Users}
        title={CONTENT_MSG.noStudentsYet}
        action={
          <Button onClick={add}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add Student
          </Button>
        }
      >
        Add the students you teach to see their details and sessions in one place.
      </EmptyState>
    );
  } else if (students.data.length === 0) {
    body = <p className="py-10 text-center text-slate-700">{CONTENT_MSG.noStudentsMatch}</p>;
  } else {
    body = (
      <div className={GRID} aria-busy={students.isFetching}>
        {students.data.map((student) => (
          <StudentCard
            key={student.id}
            student={student}
            onEdit={() => setDialog({ student })}
            onRemove={() => setRemoving(student)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Students"
        description="The students you teach, their year groups and subjects."
        actions={
          <Button onClick={add}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add Student
          </Button>
        }
      />
      <ListSearch
        params={params}
        label="Search students"
        placeholder="Search by name, notes or subject…"
      />
      {body}
      <StudentDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        student={dialog?.student ?? null}
      />
      <RemoveStudentDialog student={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
