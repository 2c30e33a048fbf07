import { useQueryClient } from '@tanstack/react-query';
import { ERASURE_MSG } from '../../../shared/account/erasure-messages.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { queryKeys } from '../../lib/query-keys.js';
import type { SignedInUser } from '../../../shared/auth/schemas.js';
import { useSignedInUser } from '../../lib/session/current-user.js';

/**
 * Issue 26 §5: signing in during the grace period cancels a pending deletion, which the home
 * says at once (the email and the settings page say it too). The sign-in's answer carries the
 * flag; dismissing drops it from the kept user.
 */
export function ErasureCancelledNotice() {
  const user: SignedInUser = useSignedInUser();
  const queryClient = useQueryClient();
  if (!user.erasureCancelled) return null;
  const dismiss = () =>
    queryClient.setQueryData<SignedInUser | null>(queryKeys.user(), (kept) =>
      kept ? { ...kept, erasureCancelled: undefined } : kept,
    );
  return (
    <Alert variant="success">
      <p>{ERASURE_MSG.cancelledOnSignIn}</p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={dismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}
