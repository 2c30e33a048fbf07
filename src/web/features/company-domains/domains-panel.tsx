import { Globe, Mail, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DOMAIN_MSG } from '../../../shared/company-domains/messages.js';
import { addDomainSchema } from '../../../shared/company-domains/schemas.js';
import { RemovalDialog } from '../../components/removal-dialog.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Badge } from '../../components/ui/badge.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatDate } from '../../lib/dates.js';
import {
  useAddDomain,
  useCompanyDomains,
  useRemoveDomain,
  useResendDomain,
  type CompanyDomain,
  type DomainsOf,
} from './api.js';

function AddDomainForm({ companyId }: { companyId: DomainsOf }) {
  const add = useAddDomain(companyId);
  const form = useSchemaForm({
    schema: addDomainSchema,
    defaultValues: { domain: '', email: '' },
    mutation: add,
    onSaved: (row) => {
      form.reset();
      toast({ title: `${row.domain} added`, description: DOMAIN_MSG.sent(row.sentTo ?? '') });
    },
  });
  const id = useId();
  const field = (name: 'domain' | 'email') => ({ form, name, id: `${id}-${name}` });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('domain')}
        label="Domain"
        placeholder="example.com"
        autoComplete="off"
        hint="The part of your staff’s work email after the @."
      />
      <TextField
        {...field('email')}
        label="Send the link to"
        type="email"
        placeholder="hr@example.com"
        autoComplete="off"
        hint="An address on the domain whose owner can open the link."
      />
      <SubmitButton
        className="sm:col-span-2 sm:justify-self-start"
        pending={form.pending}
        pendingLabel="Adding…"
      >
        Add domain
      </SubmitButton>
    </form>
  );
}

function DomainRow({
  row,
  companyId,
  onRemove,
}: {
  row: CompanyDomain;
  companyId: DomainsOf;
  onRemove: () => void;
}) {
  const resend = useResendDomain(companyId);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="min-w-0 break-all">{row.domain}</span>
            {row.verifiedAt ? (
              <Badge tone="green">Verified</Badge>
            ) : (
              <Badge tone="yellow">Waiting for the link</Badge>
            )}
          </h3>
          <p className="text-sm break-words text-slate-700">
            {row.verifiedAt
              ? row.verifiedBy
                ? `Verified by ${row.verifiedBy} on ${formatDate(row.verifiedAt)}`
                : `Verified on ${formatDate(row.verifiedAt)}, from the single sign-on set-up`
              : `Link sent to ${row.sentTo ?? ''}; added ${formatDate(row.addedAt)}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8 sm:pl-0">
        {!row.verifiedAt && row.sentTo && (
          <ActionButton
            icon={Mail}
            variant="outline"
            aria-label={`Send the link for ${row.domain} again`}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(
                { id: row.id, email: row.sentTo! },
                {
                  onSuccess: (sent) =>
                    toast({
                      title: 'Link sent again',
                      description: DOMAIN_MSG.sent(sent.sentTo ?? ''),
                    }),
                  onError: toastError,
                },
              )
            }
          >
            Resend
          </ActionButton>
        )}
        <ActionButton
          icon={Trash2}
          variant="outline"
          aria-label={`Remove ${row.domain}`}
          onClick={onRemove}
        >
          Remove
        </ActionButton>
      </div>
    </li>
  );
}

/**
 * A company's email domains with their state, and adding, re-sending and removing them (issue 30
 * §5–6): on the employer contact's page, and in the admins' dialog on a company's card.
 */
export function DomainsPanel({ companyId }: { companyId: DomainsOf }) {
  const domains = useCompanyDomains(companyId);
  const remove = useRemoveDomain(companyId);
  const [removing, setRemoving] = useState<CompanyDomain | null>(null);
  const headingId = useId();
  if (domains.isError)
    return <ListError error={domains.error} onRetry={() => void domains.refetch()} />;
  if (!domains.data)
    return <LoadingBlocks label="Loading email domains" blocks={['h-24 w-full']} />;
  const rows = domains.data.domains;
  return (
    <div className="grid gap-6">
      {rows.length === 0 ? (
        <p className="text-slate-700">No domains yet.</p>
      ) : (
        <ul aria-label="Email domains" className="grid gap-3">
          {rows.map((row) => (
            <DomainRow
              key={row.id}
              row={row}
              companyId={companyId}
              onRemove={() => setRemoving(row)}
            />
          ))}
        </ul>
      )}
      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Add a domain
        </h3>
        <AddDomainForm companyId={companyId} />
      </section>
      <RemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title="Remove this domain?"
        description={`Staff with an address on ${removing?.domain ?? ''} will no longer be able to register with it or be sent to your identity provider. Their accounts stay.`}
        confirmLabel="Remove domain"
        removed={(row) => ({
          title: 'Domain removed',
          description: DOMAIN_MSG.removed(row.domain),
        })}
      />
    </div>
  );
}
