import { useState } from 'react';
import { ADMIN_EXPORT_MSG } from '../../../shared/account/data-export.js';
import type { AuditReason } from '../../../shared/audit/events.js';
import type { AdminAccount } from '../../../shared/security/schemas.js';
import { DataExportList } from '../../components/data-export-list.js';
import { Button } from '../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { FormError } from '../../components/ui/form-error.js';
import { adminDownloadUrl, useAccountExports, useRequestAccountExport } from './api.js';
import { ReasonSelect } from './reason-select.js';

/**
 * Issue 17 §2: an admin prepares the data export of any account, with a reason the audit trail
 * keeps as a code (decision 061), follows its status and downloads it here.
 */
export function ExportDialog({ account, onClose }: { account: AdminAccount; onClose: () => void }) {
  const [reason, setReason] = useState<AuditReason | ''>('');
  const exports = useAccountExports(account.id);
  const request = useRequestAccountExport(account.id);
  const items = exports.data?.items ?? [];
  const preparing = items.some((item) => item.status === 'pending');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid gap-4">
        <div className="grid gap-2">
          <DialogTitle>{ADMIN_EXPORT_MSG.title(account.fullName)}</DialogTitle>
          <DialogDescription>{ADMIN_EXPORT_MSG.explanation}</DialogDescription>
        </div>
        <ReasonSelect value={reason} onChange={setReason} />
        <FormError error={request.error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={!reason || request.isPending || preparing}
            onClick={() => reason && request.mutate(reason)}
          >
            {ADMIN_EXPORT_MSG.button}
          </Button>
        </div>
        {exports.isSuccess && items.length === 0 && (
          <p className="text-sm text-slate-600">{ADMIN_EXPORT_MSG.empty}</p>
        )}
        {items.length > 0 && (
          <DataExportList
            items={items}
            label={ADMIN_EXPORT_MSG.listLabel}
            downloadUrl={adminDownloadUrl}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
