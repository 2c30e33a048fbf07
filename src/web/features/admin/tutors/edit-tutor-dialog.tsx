import { possessive } from '../../../../shared/plurals.js';
import { tutorSchema, type Tutor } from '../../../../shared/admin/schemas.js';
import { formDialogFor } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useUpdateTutor } from './api.js';
import { TutorFields } from './tutor-fields.js';
import { toTutorUpdate, tutorDefaults } from './tutor-form.js';

function EditTutorForm({ tutor, onDone }: { tutor: Tutor; onDone: () => void }) {
  const form = useSchemaForm({
    schema: tutorSchema,
    defaultValues: tutorDefaults(tutor),
    mutation: useUpdateTutor(),
    request: (values) => ({ id: tutor.id, input: toTutorUpdate(values) }),
    onSaved: (saved) => {
      toast({
        title: 'Tutor updated',
        description: `${possessive(saved.fullName)} details have been saved.`,
      });
      onDone();
    },
    failureTitle: 'Failed to update tutor',
  });

  return (
    <SchemaForm form={form} className="grid gap-5">
      <TutorFields
        idPrefix="edit-tutor"
        control={form.control}
        register={form.register}
        errors={form.errors}
      />
      <FormFooter pending={form.pending}>Save Changes</FormFooter>
    </SchemaForm>
  );
}

export const EditTutorDialog = formDialogFor<Tutor, 'tutor'>('tutor', {
  title: 'Edit Details',
  description: (tutor) => `${possessive(tutor.fullName)} account and teaching profile.`,
  Form: EditTutorForm,
});
