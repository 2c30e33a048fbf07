import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorText } from '../../lib/api.js';
import { toast } from '../ui/toast-store.js';
import { fieldsOf, serverFieldErrors } from './schema-fields.js';

/** Spec 2 §8: the server's message for a refused request, or `fallback` when it has none to show. */
export const refusalOr = (fallback: string) => (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.serverMessage
    : fallback;

/** The part of a react-query mutation a form uses. */
export interface Mutation<TData, TVars> {
  mutate(
    variables: TVars,
    options?: { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void },
  ): void;
  isPending: boolean;
  error: unknown;
}

interface SchemaFormOptions<TInput extends FieldValues, TOutput, TData, TVars> {
  /** The request schema, the same one the server checks. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The save; without one, the form submits through its own `handleSubmit`. */
  mutation?: Mutation<TData, TVars>;
  /** The mutation's variables from the checked values; the values themselves when left out. */
  request?: (values: TOutput) => TVars;
  onSaved?: (data: TData, values: TOutput) => void;
  /** The failure toast's title (spec 2 §8: "Error"); null when the form's own alert is enough. */
  failureTitle?: string | null;
  /** The failure toast's text, when it is not the server's message. */
  failureText?: (error: unknown) => string;
  /** Told of a failure after the field errors and the toast, for a form that must do more. */
  onFailed?: (error: unknown) => void;
  /** Told when the schema refuses the input, for a form that says more than its fields do. */
  onInvalid?: SubmitErrorHandler<TInput>;
  /** Server field names that belong under another field of this form. */
  aliases?: Readonly<Record<string, string>>;
  shouldUnregister?: UseFormProps<TInput>['shouldUnregister'];
}

/**
 * Every form's one shape: the schema checks the input, a failed save puts the server's field
 * messages under their inputs (field names come from the schema) and the rest in one toast.
 */
export function useSchemaForm<
  TInput extends FieldValues,
  TOutput,
  TData = unknown,
  TVars = TOutput,
>({
  schema,
  defaultValues,
  mutation,
  request = (values) => values as unknown as TVars,
  onSaved,
  failureTitle = 'Error',
  failureText = errorText,
  onFailed,
  onInvalid,
  aliases,
  shouldUnregister,
}: SchemaFormOptions<TInput, TOutput, TData, TVars>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldUnregister,
  });
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const { setError } = form;

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      serverFieldErrors(error.fieldErrors, fields, aliases).forEach(({ field, message }, index) =>
        setError(field as Path<TInput>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
    if (failureTitle !== null) {
      toast({ title: failureTitle, description: failureText(error), variant: 'destructive' });
    }
    onFailed?.(error);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      mutation?.mutate(request(values), {
        onSuccess: (data) => onSaved?.(data, values),
        onError: failed,
      }),
    onInvalid,
  );

  return {
    ...form,
    errors: form.formState.errors,
    onSubmit,
    pending: mutation?.isPending ?? false,
    error: mutation?.error ?? null,
  };
}

export type SchemaForm<TInput extends FieldValues, TOutput = TInput> = ReturnType<
  typeof useSchemaForm<TInput, TOutput>
>;
