import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { profileSchema } from '../../../shared/auth/schemas.js';
import type { CurrentUser, ProfileInput } from '../../../shared/auth/schemas.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { ApiError } from '../../lib/api.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { useUpdateProfile } from './api.js';
import { CurrentPasswordField } from './current-password-field.js';

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { fullName: user.fullName, email: user.email, currentPassword: '' },
  });
  // A new email address needs the current password, so a borrowed session cannot take the account.
  const email = useWatch({ control, name: 'email' });
  const emailChanges = email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    update.mutate(emailChanges ? { ...values, currentPassword } : values, {
      onSuccess: (saved) => {
        reset({ fullName: saved.fullName, email: saved.email, currentPassword: '' });
        toast({ title: 'Profile updated', description: 'Your details have been saved.' });
      },
      onError: (error) => {
        const shown = applyFieldErrors(error, setError, ['fullName', 'email', 'currentPassword']);
        // A taken email is a 409 with no field list; it still belongs under the email field.
        if (!shown && error instanceof ApiError && error.status === 409) {
          setError('email', { type: 'server', message: error.serverMessage });
        }
        toastFailed('Could not save your details', error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="profile-full-name" label="Full name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
      </FormField>
      <FormField id="profile-email" label="Email address" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      {emailChanges && (
        <CurrentPasswordField
          id="profile-current-password"
          hint="Needed to change your email address."
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
      )}
      <FormField
        id="profile-username"
        label="Username"
        hint="Your username is used to log in and cannot be changed."
      >
        {(control) => <Input {...control} value={user.username} readOnly disabled />}
      </FormField>
      <SubmitButton className="justify-self-start" disabled={!isDirty} pending={update.isPending}>
        Save changes
      </SubmitButton>
    </form>
  );
}
