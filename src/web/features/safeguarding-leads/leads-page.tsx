import { ShieldCheck, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { LEADS_MSG, type LeadAdmin } from '../../../shared/leads/schemas.js';
import { mayRemoveLead } from '../../../shared/policies/safeguarding.js';
import { PageHeader } from '../../components/page-header.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Badge } from '../../components/ui/badge.js';
import { Card } from '../../components/ui/card.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { ListError } from '../../components/ui/list-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLeads, useSetLead } from './api.js';

/*
 * Issue 31 §2: the designated safeguarding leads among the admins. Only a lead names or removes
 * one (any admin while there is none), and the last lead stays (decision 125).
 */

const WHAT_LEADS_READ =
  'Leads read every conversation, classroom chat, message report and concern, and tutors’ DBS certificate numbers; each reading is recorded in the audit trail.';

function AdminRow({
  admin,
  canChange,
  removable,
  onChange,
}: {
  admin: LeadAdmin;
  canChange: boolean;
  removable: boolean;
  onChange: (admin: LeadAdmin) => void;
}) {
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="grid min-w-0 gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {admin.fullName}
            {admin.safeguardingLead && <Badge tone="indigo">Safeguarding lead</Badge>}
          </span>
          <span className="text-sm break-all text-slate-700">{admin.email}</span>
        </div>
        {canChange &&
          (!admin.safeguardingLead ? (
            <ActionButton
              icon={ShieldPlus}
              variant="outline"
              aria-label={`Make ${admin.fullName} a safeguarding lead`}
              onClick={() => onChange(admin)}
            >
              Make lead
            </ActionButton>
          ) : removable ? (
            <ActionButton
              icon={ShieldMinus}
              variant="ghost"
              aria-label={`Remove ${admin.fullName} as a safeguarding lead`}
              onClick={() => onChange(admin)}
            >
              Remove lead
            </ActionButton>
          ) : (
            <p className="max-w-xs text-sm text-slate-700">{LEADS_MSG.lastLead}</p>
          ))}
      </Card>
    </li>
  );
}

export function LeadsPage() {
  useDocumentTitle('Safeguarding leads');
  const leads = useLeads();
  const setLead = useSetLead();
  const [asking, setAsking] = useState<LeadAdmin | null>(null);
  const items = leads.data?.items ?? [];
  const leadCount = items.filter((admin) => admin.safeguardingLead).length;
  const naming = asking !== null && !asking.safeguardingLead;

  const confirm = () => {
    if (!asking) return;
    setLead.mutate(
      { id: asking.id, safeguardingLead: naming },
      {
        onSuccess: (saved) => {
          setAsking(null);
          toast({
            title: saved.safeguardingLead ? 'Safeguarding lead named' : 'Safeguarding lead removed',
            description: saved.safeguardingLead
              ? `${saved.fullName} is now a safeguarding lead.`
              : `${saved.fullName} is no longer a safeguarding lead.`,
          });
        },
        onError: (error) => {
          setAsking(null);
          toastFailed('Failed to change the safeguarding leads', error);
        },
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-4xl min-w-0 gap-6">
      <PageHeader title="Safeguarding leads" description={WHAT_LEADS_READ} />
      {leads.data && !leads.data.canChange && (
        <p className="flex gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
          {LEADS_MSG.namedByLeads}
        </p>
      )}
      {leads.isError ? (
        <ListError error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.isPending ? (
        <p className="text-slate-700">Loading the admins…</p>
      ) : (
        <ul aria-label="Admins" className="grid gap-3">
          {items.map((admin) => (
            <AdminRow
              key={admin.id}
              admin={admin}
              canChange={leads.data.canChange}
              removable={mayRemoveLead(leadCount)}
              onChange={setAsking}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          naming
            ? `Make ${asking?.fullName ?? ''} a safeguarding lead?`
            : `Remove ${asking?.fullName ?? ''} as a safeguarding lead?`
        }
        description={
          naming
            ? `${WHAT_LEADS_READ} They can also name and remove leads.`
            : 'They will no longer read conversations, classroom chat, message reports or concerns, nor name leads.'
        }
        confirmLabel={naming ? 'Make lead' : 'Remove lead'}
        pendingLabel="Saving…"
        pending={setLead.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
