import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  registrationCompanySchema,
  type Company,
  type RegistrationCompanyInput,
} from '../../../shared/admin/schemas.js';
import { COMPANY_STATUSES } from '../../../shared/constants.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormDialog } from '../../components/form-dialog.js';
import { FormField } from '../../components/ui/form-field.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../components/ui/toast-store.js';
import { ApiError } from '../../lib/api.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { FormError } from '../../components/ui/form-error.js';
import { capitalise } from '../../lib/text.js';
import { useAddCompany } from './api.js';

type Values = z.output<typeof registrationCompanySchema>;

const FIELDS = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'employeeCount',
  'status',
  'notes',
] as const;

const EMPTY: RegistrationCompanyInput = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  employeeCount: '',
  status: 'active',
  notes: '',
};

const STATUS_OPTIONS = COMPANY_STATUSES.map((value) => ({ value, label: capitalise(value) }));

function AddCompanyForm({ onAdded }: { onAdded: (company: Company) => void }) {
  const add = useAddCompany();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationCompanyInput, unknown, Values>({
    resolver: zodResolver(registrationCompanySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (company) => {
        toast({ title: 'Company added', description: `${company.name} has been added.` });
        onAdded(company);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, FIELDS);
        // Spec 2 §8: the server's message, or a general one when there is none to show.
        toast({
          title: 'Error',
          description:
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? error.serverMessage
              : 'Failed to add company. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={add.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="reg-company-name" label="Company name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="organization" {...register('name')} />}
          </FormField>
        </div>
        <FormField
          id="reg-company-hr-name"
          label="HR Director name"
          error={errors.contactName?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register('contactName')} />}
        </FormField>
        <FormField
          id="reg-company-hr-email"
          label="HR Director email"
          error={errors.contactEmail?.message}
        >
          {(aria) => (
            <Input {...aria} type="email" autoComplete="off" {...register('contactEmail')} />
          )}
        </FormField>
        <FormField
          id="reg-company-phone"
          label="Phone (optional)"
          error={errors.contactPhone?.message}
        >
          {(aria) => (
            <Input {...aria} type="tel" autoComplete="off" {...register('contactPhone')} />
          )}
        </FormField>
        <FormField
          id="reg-company-employees"
          label="Number of employees (optional)"
          error={errors.employeeCount?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={1}
              inputMode="numeric"
              {...register('employeeCount')}
            />
          )}
        </FormField>
        <SelectField
          control={control}
          name="status"
          id="reg-company-status"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <div className="sm:col-span-2">
          <FormField id="reg-company-notes" label="Notes (optional)" error={errors.notes?.message}>
            {(aria) => <Textarea {...aria} rows={3} {...register('notes')} />}
          </FormField>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={add.isPending} pendingLabel="Adding…">
          Add Company
        </SubmitButton>
      </div>
    </form>
  );
}

/** Registration tab's Add New Company (spec 2 §5): the contact is the HR Director. */
export function AddCompanyDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (company: Company) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Company"
      description="The employer and its HR Director, who receives the onboarding details."
    >
      <AddCompanyForm
        onAdded={(company) => {
          onAdded(company);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}
