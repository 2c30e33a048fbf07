import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.js';
import { Input } from './input.js';

type NewPasswordName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordName, FieldError>>;
  labels?: { password: string; confirm: string };
}

/** A new password typed twice, as registration, reset and account settings all ask for it. */
export function NewPasswordFields({
  id,
  register,
  errors,
  labels = { password: 'New password', confirm: 'Confirm new password' },
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField id={`${id}-password`} label={labels.password} error={errors.password?.message}>
        {(aria) => (
          <Input {...aria} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <FormField
        id={`${id}-confirm-password`}
        label={labels.confirm}
        error={errors.confirmPassword?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </FormField>
    </>
  );
}
