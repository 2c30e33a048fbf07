import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { AttendanceRegister } from '../../attendance/attendance-register.js';

/** Issue 15 §1: admins see and correct any session's register from the schedule. */
export function RegisterDialog({
  session,
  open,
  onOpenChange,
}: {
  session: AdminScheduledSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-w-2xl gap-4">
        <DialogTitle>{session.title}</DialogTitle>
        <DialogDescription>
          Who came, as the tutor marked it or as the pupils joined.
        </DialogDescription>
        <AttendanceRegister sessionId={session.id} />
      </DialogContent>
    </Dialog>
  );
}
