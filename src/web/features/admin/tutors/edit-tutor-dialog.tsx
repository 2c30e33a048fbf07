import { possessive } from '../../../../shared/plurals.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { tutorSchema, type Tutor } from '../../../../shared/admin/schemas.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { useUpdateTutor } from './api.js';
import { TutorFields } from './tutor-fields.js';
import {
  TUTOR_FIELDS,
  toTutorUpdate,
  tutorDefaults,
  type TutorFormInput,
  type TutorFormValues,
} from './tutor-form.js';

function EditTutorForm({ tutor, onDone }: { tutor: Tutor; onDone: () => void }) {
  const update = useUpdateTutor();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TutorFormInput, unknown, TutorFormValues>({
    resolver: zodResolver(tutorSchema),
    defaultValues: tutorDefaults(tutor),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: tutor.id, input: toTutorUpdate(values) },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Tutor updated',
            description: `${possessive(saved.fullName)} details have been saved.`,
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, TUTOR_FIELDS);
          toastFailed('Failed to update tutor', error);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={update.error} />
      <TutorFields idPrefix="edit-tutor" control={control} register={register} errors={errors} />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending}>Save Changes</SubmitButton>
      </div>
    </form>
  );
}

interface EditTutorDialogProps {
  tutor: Tutor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditTutorDialog({ tutor, open, onOpenChange }: EditTutorDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Details"
      description={`${possessive(tutor.fullName)} account and teaching profile.`}
    >
      <EditTutorForm tutor={tutor} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
