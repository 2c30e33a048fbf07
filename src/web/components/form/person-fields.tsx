import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from './text-field.js';
import type { SchemaForm } from './use-schema-form.js';

interface PersonFieldProps<T extends FieldValues> {
  form: Pick<SchemaForm<T, unknown>, 'register' | 'errors'>;
  id: string;
}

/*
 * The fields that ask who someone is, each with the autocomplete hint that lets the browser
 * fill it in, so every form that asks for a name, an email or a username asks the same way. The
 * type is written out: checkers (HTML_CodeSniffer) read an input without one as not text, and
 * its autocomplete hint as invalid.
 */

export function FullNameField<T extends FieldValues & { fullName: unknown }>({
  form,
  id,
}: PersonFieldProps<T>) {
  return (
    <TextField
      form={form}
      name={'fullName' as Path<T>}
      id={id}
      label="Full name"
      type="text"
      autoComplete="name"
    />
  );
}

export function EmailField<T extends FieldValues & { email: unknown }>({
  form,
  id,
  label = 'Email address',
}: PersonFieldProps<T> & { label?: string }) {
  return (
    <TextField
      form={form}
      name={'email' as Path<T>}
      id={id}
      label={label}
      type="email"
      autoComplete="email"
    />
  );
}

export function UsernameField<T extends FieldValues & { username: unknown }>({
  form,
  id,
}: PersonFieldProps<T>) {
  return (
    <TextField
      form={form}
      name={'username' as Path<T>}
      id={id}
      label="Username"
      type="text"
      autoComplete="username"
    />
  );
}
