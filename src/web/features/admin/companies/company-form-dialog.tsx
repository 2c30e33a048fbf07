import type { z } from 'zod';
import { companySchema, type Company } from '../../../../shared/admin/schemas.js';
import { COMPANY_STATUSES } from '../../../../shared/constants.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { CompanyFields } from '../../../components/form/company-fields.js';
import { TextAreaField, TextField } from '../../../components/form/text-field.js';
import { refusalOr, useSchemaForm } from '../../../components/form/use-schema-form.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { toast } from '../../../components/ui/toast-store.js';
import { capitalise } from '../../../lib/text.js';
import { optionsWith } from '../select-options.js';
import { useSaveCompany } from './api.js';

type CompanyInput = z.input<typeof companySchema>;

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
  const form = useSchemaForm({
    schema: companySchema,
    defaultValues: defaultsFor(company),
    mutation: useSaveCompany(),
    request: (input) => ({ id: company?.id, input }),
    onSaved: (saved) => {
      toast(
        company
          ? { title: 'Company updated', description: `${saved.name} has been saved.` }
          : { title: 'Company added', description: `${saved.name} has been added.` },
      );
      onDone();
    },
    failureText: refusalOr(
      company
        ? 'Failed to update company. Please try again.'
        : 'Failed to add company. Please try again.',
    ),
  });

  const prefix = company ? `company-${company.id}` : 'new-company';
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanyFields
          form={form}
          idPrefix={prefix}
          contact={{ label: 'Contact', id: 'contact' }}
        />
        <SelectField
          control={form.control}
          name="status"
          id={id('status')}
          label="Status"
          options={optionsWith(COMPANY_STATUSES, undefined, capitalise)}
        />
        <TextField
          form={form}
          name="subscriptionEndDate"
          id={id('subscription-end')}
          label="Subscription end date (optional)"
          type="date"
        />
        <div className="sm:col-span-2">
          <TextAreaField
            form={form}
            name="notes"
            id={id('notes')}
            label="Notes (optional)"
            rows={3}
          />
        </div>
      </div>
      <FormFooter pending={form.pending}>{company ? 'Save Changes' : 'Add Company'}</FormFooter>
    </SchemaForm>
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
