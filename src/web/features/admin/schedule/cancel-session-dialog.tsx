import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useUpdateScheduledSession } from './api.js';

interface CancelSessionDialogProps {
  session: AdminScheduledSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled?: () => void;
}

/** Asks before a session is marked cancelled; its status can bring it back later. */
export function CancelSessionDialog({
  session,
  open,
  onOpenChange,
  onCancelled,
}: CancelSessionDialogProps) {
  const update = useUpdateScheduledSession();
  const cancel = () =>
    update.mutate(
      { id: session.id, input: { status: 'cancelled' } },
      {
        onSuccess: () => {
          toast({
            title: 'Session cancelled',
            description: `${session.title} has been cancelled.`,
          });
          onOpenChange(false);
          onCancelled?.();
        },
        onError: (error) => toastFailed('Failed to update session', error),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this session?"
      description={`${session.title} will be marked as cancelled and leave the upcoming schedule. You can restore it later by changing its status.`}
      confirmLabel="Cancel Session"
      pendingLabel="Cancelling…"
      keepLabel="Keep Session"
      pending={update.isPending}
      onConfirm={cancel}
    />
  );
}
