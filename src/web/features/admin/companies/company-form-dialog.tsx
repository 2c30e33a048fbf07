import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { companySchema, type Company } from '../../../../shared/admin/schemas.js';
import { COMPANY_STATUSES } from '../../../../shared/constants.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { toast } from '../../../components/ui/toast-store.js';
import { ApiError } from '../../../lib/api.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { capitalise } from '../../../lib/text.js';
import { optionsWith } from '../select-options.js';
import { useSaveCompany, type CompanyValues } from './api.js';

type CompanyInput = z.input<typeof companySchema>;

const FIELDS = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'status',
  'subscriptionEndDate',
  'notes',
] as const;

const defaultsFor = (company?: Company): CompanyInput => ({
  name: company?.name ?? '',
  contactName: company?.contactName ?? '',
  contactEmail: company?.contactEmail ?? '',
  contactPhone: company?.contactPhone ?? '',
  status: (company?.status ?? 'active') as CompanyInput['status'],
  subscriptionEndDate: company?.subscriptionEndDate ?? '',
  notes: company?.notes ?? '',
});

function CompanyForm({ company, onDone }: { company?: Company; onDone: () => void }) {
  const save = useSaveCompany();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues: defaultsFor(company),
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: company?.id, input },
      {
        onSuccess: (saved) => {
          toast(
            company
              ? { title: 'Company updated', description: `${saved.name} has been saved.` }
              : { title: 'Company added', description: `${saved.name} has been added.` },
          );
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, FIELDS);
          // Spec 2 §8: the server's message, or a general one when there is none to show.
          toast({
            title: 'Error',
            description:
              error instanceof ApiError && error.status > 0 && error.status < 500
                ? error.serverMessage
                : company
                  ? 'Failed to update company. Please try again.'
                  : 'Failed to add company. Please try again.',
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const prefix = company ? `company-${company.id}` : 'new-company';
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={save.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id={id('name')} label="Company name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="organization" {...register('name')} />}
          </FormField>
        </div>
        <FormField id={id('contact-name')} label="Contact name" error={errors.contactName?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...register('contactName')} />}
        </FormField>
        <FormField
          id={id('contact-email')}
          label="Contact email"
          error={errors.contactEmail?.message}
        >
          {(aria) => (
            <Input {...aria} type="email" autoComplete="off" {...register('contactEmail')} />
          )}
        </FormField>
        <FormField id={id('phone')} label="Phone (optional)" error={errors.contactPhone?.message}>
          {(aria) => (
            <Input {...aria} type="tel" autoComplete="off" {...register('contactPhone')} />
          )}
        </FormField>
        <SelectField
          control={control}
          name="status"
          id={id('status')}
          label="Status"
          options={optionsWith(COMPANY_STATUSES, undefined, capitalise)}
        />
        <FormField
          id={id('subscription-end')}
          label="Subscription end date (optional)"
          error={errors.subscriptionEndDate?.message}
        >
          {(aria) => <Input {...aria} type="date" {...register('subscriptionEndDate')} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={id('notes')} label="Notes (optional)" error={errors.notes?.message}>
            {(aria) => <Textarea {...aria} rows={3} {...register('notes')} />}
          </FormField>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending}>
          {company ? 'Save Changes' : 'Add Company'}
        </SubmitButton>
      </div>
    </form>
  );
}

interface CompanyFormDialogProps {
  /** The company to edit; none to add one. */
  company?: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CompanyFormDialog({ company, open, onOpenChange }: CompanyFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={company ? 'Edit Company' : 'Add Company'}
      description={
        company
          ? 'Contact details, status, subscription and notes for this employer.'
          : 'An employer that offers tuition to its staff as a benefit.'
      }
    >
      <CompanyForm company={company} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
