import { useNavigate } from 'react-router';
import { startAllocationSchema } from '../../../shared/allocation/schemas.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { GroupSubjectFields } from '../../components/form/group-subject-fields.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SelectField } from '../../components/ui/select-field.js';
import { ROUTES } from '../../lib/paths.js';
import { useSchoolYears, useStartAllocation } from './api.js';

/** Choose a year group and subject and start the run; its page then shows the progress. */
export function StartAllocationForm() {
  const navigate = useNavigate();
  const years = useSchoolYears();
  const form = useSchemaForm({
    schema: startAllocationSchema,
    defaultValues: { yearGroup: undefined, subject: '' },
    mutation: useStartAllocation(),
    onSaved: (run) => void navigate(ROUTES.adminAllocationRun.to(run.id)),
    failureTitle: 'Could not start the allocation',
  });
  return (
    <SchemaForm form={form} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <GroupSubjectFields control={form.control} idPrefix="allocation" />
        <SelectField
          control={form.control}
          name="schoolYearId"
          id="allocation-school-year"
          label="Academic year"
          hint="New classes run in its terms."
          options={years.data ?? []}
          placeholder="The current or next"
        />
      </div>
      <FormFooter pending={form.pending} pendingLabel="Starting…">
        Allocate
      </FormFooter>
    </SchemaForm>
  );
}
