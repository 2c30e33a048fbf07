import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useSuspension, type AdminConversation } from './api.js';

/** Suspend (asks first: both sides are stopped at once) or lift the suspension. */
export function SuspensionButton({
  conversation,
  onChanged,
}: {
  conversation: AdminConversation;
  onChanged?: (conversation: AdminConversation) => void;
}) {
  const [asking, setAsking] = useState(false);
  const suspension = useSuspension();
  const suspended = conversation.suspendedAt !== null;

  const run = () =>
    suspension.mutate(
      { id: conversation.id, suspend: !suspended },
      {
        onSuccess: (changed) => {
          setAsking(false);
          onChanged?.(changed);
          toast({
            title: suspended ? 'Suspension lifted' : 'Conversation suspended',
            description: suspended
              ? `${conversation.parent.name} and ${conversation.tutor.name} can write again.`
              : `Neither ${conversation.parent.name} nor ${conversation.tutor.name} can write until you lift it.`,
          });
        },
        onError: (error) => {
          setAsking(false);
          toastFailed('That did not work', error);
        },
      },
    );

  if (suspended) {
    return (
      <ActionButton
        icon={CircleCheck}
        variant="outline"
        onClick={run}
        disabled={suspension.isPending}
      >
        {MESSAGING_MSG.adminLift}
      </ActionButton>
    );
  }
  return (
    <>
      <ActionButton icon={Ban} variant="outline" onClick={() => setAsking(true)}>
        {MESSAGING_MSG.adminSuspend}
      </ActionButton>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Suspend this conversation?"
        description={`Neither ${conversation.parent.name} nor ${conversation.tutor.name} can send messages until you lift the suspension. Both see that the safeguarding team suspended it.`}
        confirmLabel={MESSAGING_MSG.adminSuspend}
        pending={suspension.isPending}
        onConfirm={run}
      />
    </>
  );
}
