import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { studentLabel } from '../../../shared/content/schemas.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useDeleteStudent, type StudentView } from './api.js';

interface RemoveStudentDialogProps {
  student: StudentView | null;
  onClose: () => void;
  onRemoved?: () => void;
}

export function RemoveStudentDialog({ student, onClose, onRemoved }: RemoveStudentDialogProps) {
  const remove = useDeleteStudent();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove student"
      description={CONTENT_MSG.confirmRemoveStudent}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => {
        if (!student) return;
        remove.mutate(student.id, {
          onSuccess: () => {
            toast({ title: CONTENT_MSG.studentDeleted, description: studentLabel(student) });
            onClose();
            onRemoved?.();
          },
          onError: toastError,
        });
      }}
    />
  );
}
