import type { FieldValues, Path } from 'react-hook-form';
import { TextAreaField, TextField } from './text-field.js';
import type { SchemaForm } from './use-schema-form.js';

interface TitleFieldsProps<T extends FieldValues> {
  form: Pick<SchemaForm<T, unknown>, 'register' | 'errors'>;
  /** Prefixes the inputs' ids: `lesson` gives `lesson-title`. */
  idPrefix: string;
  descriptionLabel?: string;
  descriptionRows?: number;
  /** Each field takes a whole row of a two-column grid. */
  wide?: boolean;
}

/** The title and description every lesson and session form opens with. */
export function TitleFields<T extends FieldValues & { title: unknown; description?: unknown }>({
  form,
  idPrefix,
  descriptionLabel = 'Description',
  descriptionRows = 3,
  wide = false,
}: TitleFieldsProps<T>) {
  const row = wide ? 'sm:col-span-2' : 'contents';
  return (
    <>
      <div className={row}>
        <TextField form={form} name={'title' as Path<T>} id={`${idPrefix}-title`} label="Title" />
      </div>
      <div className={row}>
        <TextAreaField
          form={form}
          name={'description' as Path<T>}
          id={`${idPrefix}-description`}
          label={descriptionLabel}
          rows={descriptionRows}
        />
      </div>
    </>
  );
}
