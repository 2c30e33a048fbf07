import { changePasswordSchema } from '../../../shared/auth/schemas.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { NewPasswordFields } from '../../components/ui/new-password-fields.js';
import { toast } from '../../components/ui/toast-store.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { forgetSignInPassword } from '../../lib/session/sign-in-password.js';
import { useChangePassword } from './api.js';
import { CurrentPasswordField } from './current-password-field.js';

interface PasswordFormProps {
  currentPasswordLabel?: string;
  submitLabel?: string;
  /** The current password when it is already known (typed at sign-in), so it is not asked for. */
  knownCurrentPassword?: string | null;
}

export function PasswordForm({
  currentPasswordLabel = 'Current password',
  submitLabel = 'Change password',
  knownCurrentPassword = null,
}: PasswordFormProps) {
  const user = useSignedInUser();
  const form = useSchemaForm({
    schema: changePasswordSchema,
    defaultValues: {
      currentPassword: knownCurrentPassword ?? '',
      password: '',
      confirmPassword: '',
    },
    mutation: useChangePassword(),
    onSaved: () => {
      forgetSignInPassword();
      form.reset();
      toast({
        title: 'Password changed',
        description: 'Your other devices have been signed out.',
      });
    },
    failureTitle: 'Could not change your password',
  });
  const { register, errors } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {knownCurrentPassword === null && (
        <CurrentPasswordField
          id="password-current"
          label={currentPasswordLabel}
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
      )}
      <NewPasswordFields id="change" register={register} errors={errors} owner={user} />
      <p className="text-sm text-slate-700">
        Changing your password signs you out on all your other devices.
      </p>
      <SubmitButton className="justify-self-start" pending={form.pending}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
