import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditReason } from '../../../shared/audit/events.js';
import type { AdminAccount } from '../../../shared/security/schemas.js';
import { Button } from '../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { FormError } from '../../components/ui/form-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API } from '../../lib/query-keys.js';
import { ReasonSelect } from './reason-select.js';

/**
 * Issue 17 §3: an admin erases an account at once, with a reason the audit trail keeps as a code
 * (decision 061). A parent's children's records go with it.
 */
export function EraseDialog({ account, onClose }: { account: AdminAccount; onClose: () => void }) {
  const [reason, setReason] = useState<AuditReason | ''>('');
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: (chosen: AuditReason) =>
      api.post<unknown>(`${API.adminAccounts}/${account.id}/erase`, { reason: chosen }),
    onSuccess: async () => {
      toast({ title: 'Erased', description: `Account #${account.id} was erased.` });
      onClose();
      await invalidate(queryClient, 'accounts');
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" className="grid gap-4">
        <div className="grid gap-2">
          <DialogTitle>Erase {account.fullName} now?</DialogTitle>
          <DialogDescription>
            Their personal data, and a parent’s children’s records, are removed at once. This cannot
            be undone.
          </DialogDescription>
        </div>
        <ReasonSelect value={reason} onChange={setReason} />
        <FormError error={erase.error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={!reason || erase.isPending}
            onClick={() => reason && erase.mutate(reason)}
          >
            {erase.isPending ? 'Working…' : 'Erase now'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
