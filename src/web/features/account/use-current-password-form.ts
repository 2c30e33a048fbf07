import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type CurrentPasswordInput, currentPasswordSchema } from '../../../shared/auth/mfa.js';
import { applyFieldErrors } from '../../lib/form-errors.js';

/** A form of just the current password that sends it with `mutation`; a wrong one shows under it. */
export function useCurrentPasswordForm<T>(
  mutation: UseMutationResult<T, Error, CurrentPasswordInput>,
  onDone: (result: T) => void,
) {
  const form = useForm<CurrentPasswordInput>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyFieldErrors(error, form.setError, ['currentPassword']),
    }),
  );
  return { form, onSubmit };
}
