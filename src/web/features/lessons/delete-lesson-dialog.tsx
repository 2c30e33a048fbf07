import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useDeleteLesson } from './api.js';

interface DeleteLessonDialogProps {
  lesson: RecordedLesson | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteLessonDialog({ lesson, onClose, onDeleted }: DeleteLessonDialogProps) {
  const remove = useDeleteLesson();
  return (
    <ConfirmDialog
      open={lesson !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete lesson"
      description={CONTENT_MSG.confirmDeleteLesson}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => {
        if (!lesson) return;
        remove.mutate(lesson.id, {
          onSuccess: () => {
            toast({ title: CONTENT_MSG.lessonDeleted, description: lesson.title });
            onClose();
            onDeleted?.();
          },
          onError: toastError,
        });
      }}
    />
  );
}
