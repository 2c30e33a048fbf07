import { Controller, useWatch } from 'react-hook-form';
import type { SchemaForm } from '../../../components/form/use-schema-form.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useYearGroupClasses } from './api.js';
import type { SessionFormInput, SessionFormValues } from './session-form.js';

const CHOICES = [
  { value: 'class', label: 'A class' },
  { value: 'yearGroup', label: 'The whole year group' },
] as const;

/**
 * Who a new session is for (issue 28 §5): a class of the chosen year group, whose roster then sees
 * it, or the whole year group, as a revision masterclass is. The server checks the class.
 */
export function SessionAudienceFields({
  form,
  idPrefix,
}: {
  form: SchemaForm<SessionFormInput, SessionFormValues>;
  idPrefix: string;
}) {
  const { control, setValue } = form;
  const [audience, yearGroup] = useWatch({ control, name: ['audience', 'academicYear'] });
  const classes = useYearGroupClasses(yearGroup, audience === 'class');
  const options = (classes.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${c.subject} · ${c.tutorName}`,
  }));
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <Controller
        control={control}
        name="audience"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-900">For</legend>
            {CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  onChange={() => field.onChange(choice.value)}
                  className="size-4 accent-indigo-600"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}
      />
      {audience === 'class' && (
        <SelectField
          control={control}
          name="classId"
          id={`${idPrefix}-class`}
          label="Class"
          hint={
            classes.isSuccess && options.length === 0
              ? `${yearGroup} has no open classes yet.`
              : `The open classes of ${yearGroup}.`
          }
          options={options}
          placeholder="Select a class"
          onChosen={(option) => {
            const chosen = classes.data?.items.find((c) => String(c.id) === option.value);
            if (chosen) setValue('subject', chosen.subject, { shouldValidate: true });
          }}
        />
      )}
    </div>
  );
}
