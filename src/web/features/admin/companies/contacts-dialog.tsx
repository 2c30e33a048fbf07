import { UserRoundX } from 'lucide-react';
import { useState } from 'react';
import type { Company } from '../../../../shared/admin/schemas.js';
import { possessive } from '../../../../shared/plurals.js';
import { employerContactInputSchema } from '../../../../shared/employer-report/schemas.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField, fieldsUnder } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { CursorPagedList } from '../../../components/paged-list.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { toast } from '../../../components/ui/toast-store.js';
import {
  useContacts,
  useInviteContact,
  useRemoveContact,
  type EmployerContact,
} from './contacts-api.js';

function InviteForm({ company }: { company: Company }) {
  const form = useSchemaForm({
    schema: employerContactInputSchema,
    defaultValues: { fullName: '', email: '' },
    mutation: useInviteContact(company.id),
    onSaved: (contact) => {
      toast({
        title: 'Invitation sent',
        description: `${contact.fullName} can sign in as ${contact.username} once they choose a password.`,
      });
      form.reset();
    },
    failureTitle: null,
  });
  const field = fieldsUnder(form, `contact-${company.id}`);
  return (
    <SchemaForm form={form} className="grid gap-3" aria-label="Invite a contact">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField {...field('fullName', 'name')} label="Full name" autoComplete="off" />
        <TextField {...field('email')} label="Email" type="email" autoComplete="off" />
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Inviting…" className="justify-self-start">
        Send invitation
      </SubmitButton>
    </SchemaForm>
  );
}

function ContactRow({ company, contact }: { company: Company; contact: EmployerContact }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveContact(company.id);
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid min-w-0">
        <span className="truncate font-medium text-slate-900">{contact.fullName}</span>
        <span className="truncate text-sm text-slate-700">
          {contact.email} · {contact.isActivated ? 'signed in before' : 'invited'}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove ${contact.fullName}`}
        onClick={() => setConfirming(true)}
      >
        <UserRoundX aria-hidden="true" className="size-4" />
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove contact"
        description={`Are you sure you want to remove ${contact.fullName}? Their account is deleted and they can no longer see ${possessive(company.name)} report.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(contact.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Contact removed', description: `${contact.fullName} was removed.` });
            },
          })
        }
      />
    </div>
  );
}

/** Issue 15 §3: the people at a company who may read its usage report, invited by email. */
export function ContactsDialog({
  company,
  open,
  onOpenChange,
}: {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const contacts = useContacts(company.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${company.name}: report contacts`}
      description="Each contact signs in as Employer and sees this company's usage report, which never names anyone. They choose their password from the emailed invitation."
    >
      <InviteForm company={company} />
      <CursorPagedList
        query={contacts}
        noun="contacts"
        one="contact"
        layout="grid gap-2"
        skeletons={{ count: 2, label: 'Loading contacts' }}
        empty={<p className="text-sm text-slate-700">No contacts yet.</p>}
        renderItem={(contact) => <ContactRow company={company} contact={contact} />}
      />
    </FormDialog>
  );
}
