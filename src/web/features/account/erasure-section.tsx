import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ERASURE_MSG } from '../../../shared/account/erasure.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatDate } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { replaceSession } from '../../lib/session/current-user.js';
import { PasswordConfirmDialog } from './password-confirm-dialog.js';
import { useErasureStatus, useRequestErasure } from './data-protection-api.js';

/**
 * Issue 17 §3: a parent deletes their account and children's records after a grace period. The
 * request signs them out everywhere; signing in before the date cancels it, which this says.
 */
export function ErasureSection() {
  const [confirming, setConfirming] = useState(false);
  const status = useErasureStatus();
  const request = useRequestErasure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancelledAt = status.data?.cancelledAt;

  const done = async (result: { pendingUntil: string | null }) => {
    await navigate(ROUTES.home, { replace: true, flushSync: true });
    replaceSession(queryClient, null);
    toast({
      title: 'Account deletion requested',
      description: ERASURE_MSG.pending(formatDate(result.pendingUntil ?? new Date())),
    });
  };

  return (
    <div className="grid gap-4">
      {cancelledAt && (
        <Alert variant="success">{ERASURE_MSG.cancelled(formatDate(cancelledAt))}</Alert>
      )}
      <p className="text-sm text-slate-700">{ERASURE_MSG.explanation}</p>
      <div>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {ERASURE_MSG.button}
        </Button>
      </div>
      {confirming && (
        <PasswordConfirmDialog
          id="erasure-password"
          title={ERASURE_MSG.confirmTitle}
          description={ERASURE_MSG.confirmDescription}
          confirmLabel={ERASURE_MSG.confirmButton}
          mutation={request}
          onDone={(result) => void done(result)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
