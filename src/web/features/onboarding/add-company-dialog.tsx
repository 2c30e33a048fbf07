import {
  registrationCompanySchema,
  type Company,
  type RegistrationCompanyInput,
} from '../../../shared/admin/schemas.js';
import { COMPANY_STATUSES } from '../../../shared/constants.js';
import { FormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { CompanyFields } from '../../components/form/company-fields.js';
import { TextAreaField, TextField } from '../../components/form/text-field.js';
import { refusalOr, useSchemaForm } from '../../components/form/use-schema-form.js';
import { SelectField } from '../../components/ui/select-field.js';
import { toast } from '../../components/ui/toast-store.js';
import { capitalise } from '../../lib/text.js';
import { useAddCompany } from './api.js';

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
  const form = useSchemaForm({
    schema: registrationCompanySchema,
    defaultValues: EMPTY,
    mutation: useAddCompany(),
    onSaved: (company) => {
      toast({ title: 'Company added', description: `${company.name} has been added.` });
      onAdded(company);
    },
    failureText: refusalOr('Failed to add company. Please try again.'),
  });

  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanyFields
          form={form}
          idPrefix="reg-company"
          contact={{ label: 'HR Director', id: 'hr' }}
        />
        <TextField
          form={form}
          name="employeeCount"
          id="reg-company-employees"
          label="Number of employees (optional)"
          type="number"
          min={1}
          inputMode="numeric"
        />
        <SelectField
          control={form.control}
          name="status"
          id="reg-company-status"
          label="Status"
          options={STATUS_OPTIONS}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            form={form}
            name="notes"
            id="reg-company-notes"
            label="Notes (optional)"
            rows={3}
          />
        </div>
      </div>
      <FormFooter pending={form.pending} pendingLabel="Adding…">
        Add Company
      </FormFooter>
    </SchemaForm>
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
