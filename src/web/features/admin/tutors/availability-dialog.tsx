import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import type { Tutor } from '../../../../shared/admin/schemas.js';
import { tutorAvailabilitySchema } from '../../../../shared/allocation/schemas.js';
import { WEEKDAYS } from '../../../../shared/classes/rules.js';
import { possessive } from '../../../../shared/plurals.js';
import { formDialogFor } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { NativeSelectField, TextField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useSaveAvailability, useTutorAvailability } from './api.js';

type AvailabilityInput = z.input<typeof tutorAvailabilitySchema>;

const DAYS = WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }));

function AvailabilityForm({
  tutor,
  current,
  onDone,
}: {
  tutor: Tutor;
  current: AvailabilityInput;
  onDone: () => void;
}) {
  const form = useSchemaForm({
    schema: tutorAvailabilitySchema,
    defaultValues: current,
    mutation: useSaveAvailability(tutor.id),
    onSaved: () => {
      toast({
        title: 'Availability saved',
        description: `The allocation uses ${possessive(tutor.fullName)} new times.`,
      });
      onDone();
    },
    failureTitle: 'Failed to save the availability',
  });
  const windows = useFieldArray({ control: form.control, name: 'windows' });
  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="max-w-48">
        <TextField
          form={form}
          name="maxClasses"
          id="availability-max-classes"
          label="Most classes"
          hint="Counting the classes they teach already."
          type="number"
          min={0}
          max={40}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Weekly times (UK)</legend>
        {windows.fields.length === 0 && (
          <p className="text-sm text-slate-700">
            No times yet: the allocation gives them no class.
          </p>
        )}
        {windows.fields.map((window, i) => (
          <div
            key={window.id}
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <div className="col-span-3 sm:col-span-1">
              <NativeSelectField
                form={form}
                name={`windows.${i}.weekday`}
                id={`availability-${i}-day`}
                label="Day"
                options={DAYS}
              />
            </div>
            <TextField
              form={form}
              name={`windows.${i}.startsAt`}
              id={`availability-${i}-from`}
              label="From"
              type="time"
            />
            <TextField
              form={form}
              name={`windows.${i}.endsAt`}
              id={`availability-${i}-to`}
              label="To"
              type="time"
            />
            <Button
              variant="ghost"
              aria-label={`Remove time ${i + 1}`}
              onClick={() => windows.remove(i)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => windows.append({ weekday: '1', startsAt: '16:00', endsAt: '19:00' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a time
        </Button>
      </fieldset>
      <FormFooter pending={form.pending} onCancel={onDone}>
        Save Availability
      </FormFooter>
    </SchemaForm>
  );
}

function AvailabilityLoader({ tutor, onDone }: { tutor: Tutor; onDone: () => void }) {
  const { data } = useTutorAvailability(tutor.id);
  if (!data) return <p className="text-slate-700">Loading the availability…</p>;
  const current = {
    maxClasses: String(data.maxClasses),
    windows: data.windows.map((w) => ({ ...w, weekday: String(w.weekday) })),
  };
  return <AvailabilityForm tutor={tutor} current={current} onDone={onDone} />;
}

/** Issue 28 §4: when a tutor can teach classes, and how many the allocation may give them. */
export const AvailabilityDialog = formDialogFor<Tutor, 'tutor'>('tutor', {
  title: 'Availability',
  description: (tutor) =>
    `The weekly times ${tutor.fullName} can teach classes, and the most classes they take.`,
  Form: AvailabilityLoader,
});
