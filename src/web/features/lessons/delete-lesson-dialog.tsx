import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { RemovalDialog } from '../../components/removal-dialog.js';
import { useDeleteLesson } from './api.js';

interface DeleteLessonDialogProps {
  lesson: RecordedLesson | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteLessonDialog({ lesson, onClose, onDeleted }: DeleteLessonDialogProps) {
  return (
    <RemovalDialog
      item={lesson}
      onClose={onClose}
      onRemoved={onDeleted}
      remove={useDeleteLesson()}
      title="Delete lesson"
      description={CONTENT_MSG.confirmDeleteLesson}
      confirmLabel="Delete"
      removed={({ title }) => ({ title: CONTENT_MSG.lessonDeleted, description: title })}
    />
  );
}
