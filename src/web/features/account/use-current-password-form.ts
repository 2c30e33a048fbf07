import type { UseMutationResult } from '@tanstack/react-query';
import { type CurrentPasswordInput, currentPasswordSchema } from '../../../shared/auth/mfa.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';

/** A form of just the current password that sends it with `mutation`; a wrong one shows under it. */
export function useCurrentPasswordForm<T>(
  mutation: UseMutationResult<T, Error, CurrentPasswordInput>,
  onDone: (result: T) => void,
) {
  const form = useSchemaForm({
    schema: currentPasswordSchema,
    defaultValues: { currentPassword: '' },
    mutation,
    onSaved: onDone,
    failureTitle: null,
  });
  return { form, onSubmit: form.onSubmit };
}
