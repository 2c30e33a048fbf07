import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormError } from '../ui/form-error.js';
import type { SchemaForm as Form } from './use-schema-form.js';

interface SchemaFormProps<TInput extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> {
  form: Pick<Form<TInput, TOutput>, 'onSubmit' | 'error'>;
  children: ReactNode;
}

/** A form checked by its schema, not the browser, with the server's answer to a failed save on top. */
export function SchemaForm<TInput extends FieldValues, TOutput>({
  form,
  className = 'grid gap-4',
  children,
  ...props
}: SchemaFormProps<TInput, TOutput>) {
  return (
    <form onSubmit={form.onSubmit} noValidate className={className} {...props}>
      <FormError error={form.error} />
      {children}
    </form>
  );
}
