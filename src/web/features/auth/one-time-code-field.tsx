import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';

/** A 6-digit code from an authenticator app: the phone's number pad and its autofill. */
export function OneTimeCodeField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField
      id={id}
      label="6-digit code"
      hint="Enter the 6-digit code from your authenticator app"
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className="font-mono tracking-widest"
          {...registration}
        />
      )}
    </FormField>
  );
}
