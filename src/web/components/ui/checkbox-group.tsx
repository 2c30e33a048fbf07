import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '../../lib/cn.js';

interface CheckboxGroupProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding the list of the options ticked. */
  name: Path<T>;
  options: readonly string[];
  className?: string;
}

/** A list field as a row of ticked boxes, for a fieldset whose legend names it. */
export function CheckboxGroup<T extends FieldValues>({
  control,
  name,
  options,
  className,
}: CheckboxGroupProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = (field.value as string[] | undefined) ?? [];
        return (
          <div className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}>
            {options.map((option) => (
              <label
                key={option}
                className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-400 has-checked:bg-indigo-50"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...chosen, option]
                        : chosen.filter((value) => value !== option),
                    )
                  }
                  className="size-4 accent-indigo-700"
                />
                {option}
              </label>
            ))}
          </div>
        );
      }}
    />
  );
}
