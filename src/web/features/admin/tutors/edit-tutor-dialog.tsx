import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { tutorSchema, type Tutor } from '../../../../shared/admin/schemas.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { errorText } from '../../../lib/api.js';
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
            description: `${saved.fullName}'s details have been saved.`,
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, TUTOR_FIELDS);
          toast({
            title: 'Failed to update tutor',
            description: errorText(error),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={update.error} />
      <TutorFields idPrefix="edit-tutor" control={control} register={register} errors={errors} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <div className="grid gap-5">
          <div className="grid gap-1">
            <DialogTitle>Edit Details</DialogTitle>
            <DialogDescription>
              {tutor.fullName}&apos;s account and teaching profile.
            </DialogDescription>
          </div>
          <EditTutorForm tutor={tutor} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
