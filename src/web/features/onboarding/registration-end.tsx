import type { ComponentProps } from 'react';
import { NewPasswordFields } from '../../components/ui/new-password-fields.js';
import { SubmitButton } from '../../components/ui/submit-button.js';

type PasswordProps = ComponentProps<typeof NewPasswordFields>;

/** The end of both registration forms (by code and by work email): the password twice, then Create Account. */
export function RegistrationEnd({
  id,
  register,
  errors,
  owner,
  pending,
  pendingLabel,
}: Pick<PasswordProps, 'id' | 'register' | 'errors' | 'owner'> & {
  pending: boolean;
  pendingLabel: string;
}) {
  return (
    <>
      <NewPasswordFields
        id={id}
        register={register}
        errors={errors}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        owner={owner}
      />
      <SubmitButton size="lg" className="mt-2 w-full" pending={pending} pendingLabel={pendingLabel}>
        Create Account
      </SubmitButton>
    </>
  );
}
