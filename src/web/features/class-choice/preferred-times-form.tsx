import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  preferencesSchema,
  type SubjectChoice,
} from '../../../shared/classes/enrolment-schemas.js';
import { MAX_PREFERRED_TIMES, WEEKDAYS } from '../../../shared/classes/rules.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { NativeSelectField, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { useSavePreferences } from './api.js';

const DAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }));
const ORDINALS = ['First', 'Second', 'Third'];

interface Props {
  childId: number;
  subject: string;
  times: SubjectChoice['preferences'];
}

/** Up to three preferred weekly times for a subject, first choice first, for the allocation. */
export function PreferredTimesForm({ childId, subject, times }: Props) {
  const save = useSavePreferences(childId);
  const form = useSchemaForm({
    schema: preferencesSchema,
    defaultValues: {
      subject,
      times: times.map((time) => ({ weekday: String(time.weekday), startsAt: time.startsAt })),
    },
    mutation: save,
    onSaved: () => toast({ title: `Preferred times for ${subject} saved` }),
  });
  const rows = useFieldArray({ control: form.control, name: 'times' });
  const idPrefix = `prefs-${childId}-${subject.replace(/\W+/g, '-')}`;
  return (
    <SchemaForm form={form} className="grid gap-3 rounded-xl bg-slate-50 p-4">
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-slate-900">
          Preferred times for {subject}
        </legend>
        <p className="text-sm text-slate-700">
          Up to {MAX_PREFERRED_TIMES} weekly times (UK time), first choice first, used when we place
          children in new classes.
        </p>
        {rows.fields.map((row, index) => (
          <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <NativeSelectField
              form={form}
              name={`times.${index}.weekday`}
              id={`${idPrefix}-${index}-day`}
              label={`${ORDINALS[index]} choice: day`}
              options={DAY_OPTIONS}
            />
            <TextField
              form={form}
              name={`times.${index}.startsAt`}
              id={`${idPrefix}-${index}-time`}
              label={`${ORDINALS[index]} choice: time`}
              type="time"
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => rows.remove(index)}
              aria-label={`Remove the ${ORDINALS[index]!.toLowerCase()} choice`}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        {rows.fields.length < MAX_PREFERRED_TIMES && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => rows.append({ weekday: '1', startsAt: '16:00' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a time
          </Button>
        )}
        <SubmitButton size="sm" pending={form.pending}>
          Save preferred times
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}
