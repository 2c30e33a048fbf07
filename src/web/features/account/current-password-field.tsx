import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';

interface CurrentPasswordFieldProps {
  id: string;
  label?: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The account's current password, asked before a change that could take the account over. */
export function CurrentPasswordField({
  id,
  label = 'Current password',
  hint,
  error,
  registration,
}: CurrentPasswordFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input {...control} type="password" autoComplete="current-password" {...registration} />
      )}
    </FormField>
  );
}
