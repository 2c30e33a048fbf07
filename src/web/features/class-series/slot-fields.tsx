import { Plus, Trash2 } from 'lucide-react';
import {
  get,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { SESSION_DURATIONS } from '../../../shared/constants.js';
import { WEEKDAYS } from '../../../shared/classes/rules.js';
import type { WeeklySlotInput } from '../../../shared/class-series/schemas.js';
import { NativeSelectField, TextField } from '../../components/form/text-field.js';
import { Button } from '../../components/ui/button.js';

const DAY_OPTIONS = WEEKDAYS.map((day, i) => ({ value: String(i + 1), label: day }));
const LENGTH_OPTIONS = SESSION_DURATIONS.map((m) => ({ value: String(m), label: `${m} minutes` }));
export const NEW_SLOT: WeeklySlotInput = { weekday: '1', startsAt: '16:00', duration: '60' };

interface SlotFieldsProps<T extends FieldValues, TOut> {
  /** A form holding its weekly times under `slots`. */
  form: {
    control: Control<T, unknown, TOut>;
    register: UseFormRegister<T>;
    errors: FieldErrors<T>;
  };
  idPrefix: string;
}

/** The weekly times of a timetable (UK time): a day, a start and a length each; add or remove rows. */
export function SlotFields<T extends FieldValues, TOut>({
  form,
  idPrefix,
}: SlotFieldsProps<T, TOut>) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'slots' as ArrayPath<T>,
  });
  const listError = get<FieldErrors<T>, { message?: string; root?: { message?: string } }>(
    form.errors,
    'slots',
  );
  const slot = (index: number, field: keyof WeeklySlotInput) =>
    `slots.${index}.${field}` as Path<T>;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-900">Weekly times (UK time)</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_9rem_auto]"
        >
          <NativeSelectField
            form={form}
            name={slot(index, 'weekday')}
            id={`${idPrefix}-day-${index}`}
            label={`Day ${index + 1}`}
            options={DAY_OPTIONS}
          />
          <div className="col-span-2 row-start-2 grid grid-cols-2 gap-2 sm:col-span-2 sm:col-start-2 sm:row-start-1">
            <TextField
              form={form}
              name={slot(index, 'startsAt')}
              id={`${idPrefix}-time-${index}`}
              label="Starts at"
              type="time"
            />
            <NativeSelectField
              form={form}
              name={slot(index, 'duration')}
              id={`${idPrefix}-length-${index}`}
              label="Length"
              options={LENGTH_OPTIONS}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="col-start-2 row-start-1 sm:col-start-4"
            aria-label={`Remove weekly time ${index + 1}`}
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <div>
        <Button variant="outline" onClick={() => append(NEW_SLOT as never)}>
          <Plus aria-hidden="true" className="size-4" />
          Add a weekly time
        </Button>
      </div>
    </fieldset>
  );
}
