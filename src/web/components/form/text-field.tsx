import type { ComponentProps, ComponentType } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '../ui/form-field.js';
import { Input } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { Textarea } from '../ui/textarea.js';

interface FieldProps<T extends FieldValues> {
  form: { register: UseFormRegister<T>; errors: FieldErrors<T> };
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
}

/** A labelled control bound to a schema form's field, with its hint and its error. */
const boundField = <P extends object>(Control: ComponentType<P>) =>
  function BoundField<T extends FieldValues>({
    form,
    name,
    id,
    label,
    hint,
    ...control
  }: FieldProps<T> & Omit<P, 'id' | 'name' | 'form'>) {
    const error = get<FieldErrors<T>, { message?: string } | undefined>(form.errors, name);
    return (
      <FormField id={id} label={label} hint={hint} error={error?.message}>
        {(aria) => <Control {...({ ...aria, ...control, ...form.register(name) } as P)} />}
      </FormField>
    );
  };

export const TextField = boundField(Input);
/** A web address, with its scheme shown where the typing starts. */
const UrlInput = (props: ComponentProps<typeof Input>) => (
  <Input type="url" placeholder="https://" {...props} />
);
export const UrlField = boundField(UrlInput);
export const TextAreaField = boundField(Textarea);
/** The browser's own select, for prerendered public pages. */
export const NativeSelectField = boundField(NativeSelect);

/**
 * Binds a form's fields with ids under one prefix, so each field names only what differs:
 * `field('title')` gives `{ form, name: 'title', id: 'lesson-title' }` for the prefix `lesson`.
 */
export const fieldsUnder =
  <F,>(form: F, idPrefix: string) =>
  <N extends string>(name: N, idName: string = name) => ({
    form,
    name,
    id: `${idPrefix}-${idName}`,
  });
