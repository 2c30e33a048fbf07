import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field.js';
import { Select, type SelectOption } from './select.js';

interface SelectFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  options: readonly SelectOption<string>[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Told of each choice, for a field that must remember more than the value. */
  onChosen?: (option: SelectOption<string>) => void;
}

/** A select bound to a react-hook-form field, labelled and with its error like every other field. */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  options,
  placeholder,
  onChosen,
  ...frame
}: SelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField {...frame} error={fieldState.error?.message}>
          {(aria) => (
            <Select
              {...aria}
              name={field.name}
              // Numbers the schema coerces (ids, minutes) are held as the strings a select shows.
              value={
                typeof field.value === 'string' || typeof field.value === 'number'
                  ? String(field.value)
                  : ''
              }
              onValueChange={(value) => {
                const option = options.find((candidate) => candidate.value === value);
                if (option) onChosen?.(option);
                field.onChange(value);
              }}
              options={options}
              placeholder={placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}
