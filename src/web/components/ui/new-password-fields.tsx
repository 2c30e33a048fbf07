import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { PasswordOwner } from '../../../shared/auth/password-strength.js';
import { FormField } from './form-field.js';
import { Input } from './input.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';

type NewPasswordName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordName, FieldError>>;
  labels?: { password: string; confirm: string };
  /** Whose password it is, so the meter also refuses one built from their details. */
  owner?: PasswordOwner | undefined;
}

/** A new password typed twice, as registration, reset and account settings all ask for it. */
export function NewPasswordFields({
  id,
  register,
  errors,
  labels = { password: 'New password', confirm: 'Confirm new password' },
  owner,
}: NewPasswordFieldsProps) {
  const [typed, setTyped] = useState('');
  const password = register('password');
  return (
    <>
      <FormField id={`${id}-password`} label={labels.password} error={errors.password?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="new-password"
            {...password}
            onChange={(event) => {
              setTyped(event.target.value);
              return password.onChange(event);
            }}
          />
        )}
      </FormField>
      <PasswordStrengthMeter id={`${id}-password-strength`} password={typed} owner={owner} />
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
