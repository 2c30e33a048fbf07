import type { Control, FieldValues, Path } from 'react-hook-form';
import { choicesWith } from '../../lib/choices.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from './text-field.js';
import type { SchemaForm } from './use-schema-form.js';

/*
 * The subject and length every lesson, session and resource form asks for, asked the same way;
 * each takes the prefix its form gives its inputs' ids (`lesson` gives `lesson-subject`).
 */

interface SubjectFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  idPrefix: string;
  subjects: readonly string[];
  /** The saved subject, offered even when it has left the list. */
  current?: string | null;
}

export function SubjectField<T extends FieldValues & { subject: unknown }>({
  control,
  idPrefix,
  subjects,
  current,
}: SubjectFieldProps<T>) {
  return (
    <SelectField
      control={control}
      name={'subject' as Path<T>}
      id={`${idPrefix}-subject`}
      label="Subject"
      placeholder="Choose a subject"
      options={choicesWith(subjects, current)}
    />
  );
}

export function DurationField<T extends FieldValues & { duration: unknown }>({
  form,
  idPrefix,
}: {
  form: Pick<SchemaForm<T, unknown>, 'register' | 'errors'>;
  idPrefix: string;
}) {
  return (
    <TextField
      form={form}
      name={'duration' as Path<T>}
      id={`${idPrefix}-duration`}
      label="Duration (minutes)"
      type="number"
      inputMode="numeric"
      min={1}
    />
  );
}
