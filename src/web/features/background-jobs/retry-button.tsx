import { RotateCcw } from 'lucide-react';
import { ActionButton } from '../../components/ui/action-button.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';

interface RetryButtonProps {
  /** Completes the accessible name, "Retry email to …", as every row has its own button. */
  what: string;
  retry: () => Promise<{ message: string }>;
  pending: boolean;
}

export function RetryButton({ what, retry, pending }: RetryButtonProps) {
  return (
    <ActionButton
      icon={RotateCcw}
      variant="outline"
      disabled={pending}
      onClick={() =>
        retry().then(
          ({ message }) => toast({ title: 'Retry queued', description: message }),
          (error: unknown) => toastFailed('Could not retry', error),
        )
      }
    >
      {pending ? 'Retrying…' : 'Retry'}
      <span className="sr-only"> {what}</span>
    </ActionButton>
  );
}
