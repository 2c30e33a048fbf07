import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TERM_NAMES } from '../../../shared/school-years/calendar.js';

interface TermsFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** The terms a class runs, as ticked boxes holding their positions (1 autumn … 3 summer). */
export function TermsField<T extends FieldValues, TOut>({
  control,
  name,
}: TermsFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = ((field.value as unknown[] | undefined) ?? []).map(Number);
        return (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Terms</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {TERM_NAMES.map((term, i) => (
                <label
                  key={term}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-400 has-checked:bg-indigo-50"
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(i + 1)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...chosen, i + 1].sort()
                          : chosen.filter((value) => value !== i + 1),
                      )
                    }
                  />
                  {term}
                </label>
              ))}
            </div>
            {fieldState.error?.message && (
              <p role="alert" className="text-sm text-red-700">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
