import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { studentLabel } from '../../../shared/content/schemas.js';
import { RemovalDialog } from '../../components/removal-dialog.js';
import { useDeleteStudent, type StudentView } from './api.js';

interface RemoveStudentDialogProps {
  student: StudentView | null;
  onClose: () => void;
  onRemoved?: () => void;
}

export function RemoveStudentDialog({ student, onClose, onRemoved }: RemoveStudentDialogProps) {
  return (
    <RemovalDialog
      item={student}
      onClose={onClose}
      onRemoved={onRemoved}
      remove={useDeleteStudent()}
      title="Remove student"
      description={CONTENT_MSG.confirmRemoveStudent}
      confirmLabel="Remove"
      removed={(removed) => ({
        title: CONTENT_MSG.studentDeleted,
        description: studentLabel(removed),
      })}
    />
  );
}
