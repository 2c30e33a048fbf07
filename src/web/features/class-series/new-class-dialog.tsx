import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CLASS_DEFAULT_CAPACITY } from '../../../shared/classes/rules.js';
import { newClassSchema, type NewClassInput } from '../../../shared/class-series/schemas.js';
import { ButtonFormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { GroupSubjectFields } from '../../components/form/group-subject-fields.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { fieldsUnder, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SelectField } from '../../components/ui/select-field.js';
import { toast } from '../../components/ui/toast-store.js';
import { ROUTES } from '../../lib/paths.js';
import { TutorField } from '../admin/tutor-select.js';
import { useCreateClass, useSchoolYearChoices } from './api.js';
import { NEW_SLOT, SlotFields } from './slot-fields.js';
import { TermsField } from './terms-field.js';

const DEFAULTS: NewClassInput = {
  schoolYearId: '',
  yearGroup: '' as NewClassInput['yearGroup'],
  subject: '',
  tutorId: '',
  capacity: String(CLASS_DEFAULT_CAPACITY),
  slots: [NEW_SLOT],
  terms: [1, 2, 3],
  name: '',
  startsOn: '',
};

function NewClassForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const years = useSchoolYearChoices().data ?? [];
  const form = useSchemaForm({
    schema: newClassSchema,
    defaultValues: DEFAULTS,
    mutation: useCreateClass(),
    onSaved: (made) => {
      toast({
        title: 'Class created',
        description: `${made.name}: ${made.sessionCount} sessions scheduled.`,
      });
      onDone();
      void navigate(ROUTES.adminClass.to(made.id));
    },
    failureTitle: 'Could not create the class',
  });
  const field = fieldsUnder(form, 'new-class');
  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="schoolYearId"
          id="new-class-year"
          label="Academic year"
          options={years.map((y) => ({ value: String(y.id), label: y.label }))}
          placeholder="Select the academic year"
        />
        <GroupSubjectFields control={form.control} idPrefix="new-class" />
        <TutorField control={form.control} name="tutorId" id="new-class-tutor" />
        <TextField {...field('capacity')} label="Capacity" type="number" min={1} max={30} />
        <TextField
          {...field('startsOn')}
          label="First day (optional)"
          type="date"
          hint="Leave empty to start with the first term."
        />
        <div className="sm:col-span-2">
          <TextField
            {...field('name')}
            label="Name (optional)"
            hint="By default: year group, subject and first weekly time."
          />
        </div>
      </div>
      <TermsField control={form.control} name="terms" />
      <SlotFields form={form} idPrefix="new-class" />
      <FormFooter pending={form.pending} pendingLabel="Creating…">
        Create class
      </FormFooter>
    </SchemaForm>
  );
}

/** Issue 28 §2: a new class and, from its weekly times and terms, all its sessions. */
export function NewClassButton() {
  return (
    <ButtonFormDialog
      action="New class"
      icon={Plus}
      description="Its sessions are scheduled for every teaching week of the terms chosen, skipping half-terms and bank holidays."
    >
      {(close) => <NewClassForm onDone={close} />}
    </ButtonFormDialog>
  );
}
