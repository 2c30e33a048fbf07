import { useWatch } from 'react-hook-form';
import { profileSchema } from '../../../shared/auth/schemas.js';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { FullNameField, EmailField } from '../../components/form/person-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { toast } from '../../components/ui/toast-store.js';
import { ApiError } from '../../lib/api.js';
import { useUpdateProfile } from './api.js';
import { CurrentPasswordField } from './current-password-field.js';

export function ProfileForm({ user }: { user: CurrentUser }) {
  // A new email address needs the current password, so a borrowed session cannot take the account.
  const changesEmail = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();
  const form = useSchemaForm({
    schema: profileSchema,
    defaultValues: { fullName: user.fullName, email: user.email, currentPassword: '' },
    mutation: useUpdateProfile(),
    request: ({ currentPassword, ...values }) =>
      changesEmail(values.email) ? { ...values, currentPassword } : values,
    onSaved: (saved) => {
      form.reset({ fullName: saved.fullName, email: saved.email, currentPassword: '' });
      toast({ title: 'Profile updated', description: 'Your details have been saved.' });
    },
    failureTitle: 'Could not save your details',
    onFailed: (error) => {
      // A taken email is a 409 with no field list; it still belongs under the email field.
      if (error instanceof ApiError && error.status === 409 && !error.fieldErrors.email) {
        form.setError('email', { type: 'server', message: error.serverMessage });
      }
    },
  });
  const { register, errors } = form;
  const emailChanges = changesEmail(useWatch({ control: form.control, name: 'email' }));

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <FullNameField form={form} id="profile-full-name" />
      <EmailField form={form} id="profile-email" />
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
      <SubmitButton
        className="justify-self-start"
        disabled={!form.formState.isDirty}
        pending={form.pending}
      >
        Save changes
      </SubmitButton>
    </form>
  );
}
