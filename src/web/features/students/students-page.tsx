import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { ListSearch } from '../../components/list-search.js';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useListParams } from '../../lib/use-list-params.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOpenOnParam } from '../../lib/use-open-on-param.js';
import { useStudents, type StudentView } from './api.js';
import { RemoveStudentDialog } from './remove-student-dialog.js';
import { StudentCard } from './student-card.js';
import { StudentDialog } from './student-dialog.js';

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

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Students"
        description="The students you teach, their year groups and subjects."
        actions={
          <ActionButton icon={UserPlus} size="md" onClick={add}>
            Add Student
          </ActionButton>
        }
      />
      <ListSearch
        params={params}
        label="Search students"
        placeholder="Search by name, notes or subject…"
      />
      <CursorPagedList
        query={students}
        filtering={params.filtering}
        noun="students"
        one="student"
        skeletons={{ count: 6, label: 'Loading students' }}
        noMatch={CONTENT_MSG.noStudentsMatch}
        empty={
          <EmptyState
            icon={Users}
            title={CONTENT_MSG.noStudentsYet}
            action={
              <ActionButton icon={UserPlus} size="md" onClick={add}>
                Add Student
              </ActionButton>
            }
          >
            Add the students you teach to see their details and sessions in one place.
          </EmptyState>
        }
        renderItem={(student) => (
          <StudentCard
            student={student}
            onEdit={() => setDialog({ student })}
            onRemove={() => setRemoving(student)}
          />
        )}
      />
      <StudentDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        student={dialog?.student ?? null}
      />
      <RemoveStudentDialog student={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
