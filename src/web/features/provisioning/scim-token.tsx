import { KeyRound, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatTime } from '../../../shared/dates/format.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastError } from '../../components/ui/toast-error.js';
import { useNewScimToken, type Provisioning } from './api.js';
import { CopyField } from './copy-field.js';

/**
 * The SCIM token's state and the button that makes one. A new token is held in this component's
 * state only, so it is seen once: leaving or reloading the page loses it, as the server keeps
 * only its hash (decision 124).
 */
export function ScimToken({
  companyId,
  settings,
}: {
  companyId: number | null;
  settings: Provisioning;
}) {
  const make = useNewScimToken(companyId);
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { current } = settings;
  const create = () =>
    make.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setToken(answer.token);
      },
      onError: (error) => {
        setConfirming(false);
        toastError(error);
      },
    });

  return (
    <div className="grid gap-4">
      <CopyField label="SCIM base URL" value={settings.baseUrl} what="URL" />
      <p className="text-sm text-slate-700">
        {current
          ? `A token ending …${current.lastFour} was made on ${formatDate(current.madeAt)} at ${formatTime(current.madeAt)}. It is never shown again.`
          : 'No token yet: your identity provider cannot provision anyone until you create one.'}
      </p>
      {token && (
        <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Copy this token now and paste it into your identity provider. It will not be shown
            again: if you lose it, rotate it and use the new one.
          </p>
          <CopyField label="New SCIM token" value={token} what="Token" />
        </div>
      )}
      <Button
        variant={current ? 'outline' : 'primary'}
        className="justify-self-start"
        disabled={make.isPending}
        onClick={() => (current ? setConfirming(true) : create())}
      >
        {current ? (
          <RefreshCw aria-hidden="true" className="size-4" />
        ) : (
          <KeyRound aria-hidden="true" className="size-4" />
        )}
        {current ? 'Rotate token' : 'Create token'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the SCIM token?"
        description="The current token stops working at once. Your identity provider cannot provision anyone until you give it the new one."
        confirmLabel="Rotate token"
        pendingLabel="Rotating…"
        pending={make.isPending}
        onConfirm={create}
      />
    </div>
  );
}
