import { QrCode, Ticket } from 'lucide-react';
import { useState } from 'react';
import type { RegistrationCode } from '../../../shared/onboarding/schemas.js';
import { LoadMore } from '../../components/keyset-list.js';
import { StatusBadge } from '../../components/status-badge.js';
import { Button } from '../../components/ui/button.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { ColumnHeads } from '../../components/ui/column-heads.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastError } from '../../components/ui/toast-error.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { ListError } from '../../components/ui/list-error.js';
import { useRegistrationCodes, useRevokeCode } from './api.js';

interface CodeListProps {
  companyId: number;
  shownId: number | null;
  onShow: (code: RegistrationCode) => void;
}

/** A company's codes, newest first: how often each was used, when it expires, and revoke. */
export function CodeList({ companyId, shownId, onShow }: CodeListProps) {
  const codes = useRegistrationCodes(companyId);
  const revoke = useRevokeCode();
  const [revoking, setRevoking] = useState<RegistrationCode | null>(null);

  if (codes.isPending) {
    return (
      <div role="status" aria-label="Loading codes" className="grid gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (codes.isError) return <ListError error={codes.error} onRetry={() => void codes.refetch()} />;
  if (codes.data.length === 0) {
    return (
      <EmptyState icon={Ticket} title="No codes yet" headingLevel={3}>
        Codes you create for this company are listed here with their uses and expiry.
      </EmptyState>
    );
  }

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: (code) => {
        toast({ title: 'Code revoked', description: `${code.code} can no longer be used.` });
        setRevoking(null);
      },
      onError: toastError,
    });

  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-slate-900">Codes for this company</h4>
      <div
        role="region"
        aria-label="Registration codes"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <ColumnHeads
              labels={[
                'Code',
                'Uses',
                'Expires',
                'Status',
                <span className="sr-only">Actions</span>,
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
            {codes.data.map((code) => (
              <tr key={code.id} aria-current={code.id === shownId ? 'true' : undefined}>
                <td className="px-3 py-2 font-mono font-semibold tracking-wider">{code.code}</td>
                <td className="px-3 py-2 tabular-nums">
                  {code.uses} of {code.maxUses}
                </td>
                <td className="px-3 py-2">
                  {formatDate(code.expiresAt)} {formatTime(code.expiresAt)}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={code.status} />
                </td>
                <td className="px-3 py-2">
                  {code.status === 'active' && (
                    <div className="flex justify-end gap-2">
                      <ActionButton
                        icon={QrCode}
                        variant="ghost"
                        aria-label={`Share ${code.code}`}
                        onClick={() => onShow(code)}
                      >
                        Share
                      </ActionButton>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Revoke ${code.code}`}
                        onClick={() => setRevoking(code)}
                      >
                        Revoke
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore query={codes} shown={codes.data.length} noun="codes" one="code" />
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title="Revoke this code?"
          description={`Nobody else can register with ${revoking.code}. Accounts already created with it stay.`}
          confirmLabel="Revoke Code"
          pendingLabel="Revoking…"
          pending={revoke.isPending}
          onConfirm={confirmRevoke}
        />
      )}
    </div>
  );
}
