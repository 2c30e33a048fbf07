import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { tutorSchema } from '../../../../shared/admin/schemas.js';
import { Button } from '../../../components/ui/button.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.js';
import { Switch } from '../../../components/ui/switch.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { useAddTutor } from './api.js';
import { TutorFields } from './tutor-fields.js';
import {
  NEW_TUTOR_DEFAULTS,
  TUTOR_FIELDS,
  type TutorFormInput,
  type TutorFormValues,
} from './tutor-form.js';

function AddTutorForm({ onDone }: { onDone: () => void }) {
  const addTutor = useAddTutor();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TutorFormInput, unknown, TutorFormValues>({
    resolver: zodResolver(tutorSchema),
    defaultValues: NEW_TUTOR_DEFAULTS,
  });
  const [sendInvite, password, username, email, fullName] = useWatch({
    control,
    name: ['sendInvite', 'password', 'username', 'email', 'fullName'],
  });

  const onSubmit = handleSubmit((values) =>
    addTutor.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Tutor has been added successfully.' });
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, setError, TUTOR_FIELDS);
        toastFailed('Failed to add tutor', error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormError error={addTutor.error} />
      <TutorFields idPrefix="new-tutor" control={control} register={register} errors={errors} />
      <div className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <Controller
          control={control}
          name="sendInvite"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <label htmlFor="new-tutor-invite" className="text-sm font-medium text-slate-800">
                  Send invitation email
                </label>
                <p id="new-tutor-invite-hint" className="text-xs text-slate-600">
                  The tutor gets a link to set their own password. No password is sent by email.
                </p>
              </div>
              <Switch
                id="new-tutor-invite"
                aria-describedby="new-tutor-invite-hint"
                checked={field.value ?? true}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  // A typed password is not kept once the tutor is to choose their own.
                  if (on) setValue('password', '');
                }}
              />
            </div>
          )}
        />
        {sendInvite === false && (
          <FormField
            id="new-tutor-password"
            label="Password"
            hint="Give it to the tutor in person or by phone; they can change it after signing in."
            error={errors.password?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                type="password"
                autoComplete="new-password"
                {...register('password')}
              />
            )}
          </FormField>
        )}
        {sendInvite === false && (
          <PasswordStrengthMeter
            id="new-tutor-password-strength"
            password={typeof password === 'string' ? password : ''}
            owner={{ username, email, fullName }}
          />
        )}
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={addTutor.isPending} pendingLabel="Adding…">
          Add Tutor
        </SubmitButton>
      </div>
    </form>
  );
}

export function AddTutorDialog() {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Add New Tutor"
      description="Creates a tutor account. With the invitation on, the tutor sets their own password."
      trigger={
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Add New Tutor
        </Button>
      }
    >
      <AddTutorForm onDone={() => setOpen(false)} />
    </FormDialog>
  );
}
