import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SESSION_SUBJECTS, YEARS_OF_EXPERIENCE } from '../../../../shared/constants.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { optionsWith } from '../select-options.js';
import type { TutorFormInput } from './tutor-form.js';

interface TutorFieldsProps {
  idPrefix: string;
  control: Control<TutorFormInput>;
  register: UseFormRegister<TutorFormInput>;
  errors: FieldErrors<TutorFormInput>;
}

const yearsLabel = (value: string) => `${value} years`;

/** The usual subjects, plus any the tutor already teaches that are not among them. */
const subjectChoices = (chosen: string[]) => [
  ...SESSION_SUBJECTS,
  ...chosen.filter((subject) => !(SESSION_SUBJECTS as readonly string[]).includes(subject)),
];

/** The account and profile fields that Add and Edit share (spec 2 §5, tutor form). */
export function TutorFields({ idPrefix, control, register, errors }: TutorFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const subjectsError = errors.subjects?.message ?? errors.subjects?.root?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('full-name')} label="Full name" error={errors.fullName?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('fullName')} />}
      </FormField>
      <FormField id={id('username')} label="Username" error={errors.username?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('username')} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={id('email')} label="Email" error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="off" {...register('email')} />}
        </FormField>
      </div>
      <Controller
        control={control}
        name="subjects"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const toggle = (subject: string, on: boolean) =>
            field.onChange(on ? [...chosen, subject] : chosen.filter((s) => s !== subject));
          return (
            <fieldset
              className="grid gap-2 sm:col-span-2"
              aria-invalid={Boolean(subjectsError)}
              aria-describedby={subjectsError ? id('subjects-error') : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Subjects</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {subjectChoices(chosen).map((value) => (
                  <label
                    key={value}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-700"
                      checked={chosen.includes(value)}
                      onChange={(event) => toggle(value, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    {value}
                  </label>
                ))}
              </div>
              {subjectsError && (
                <p id={id('subjects-error')} className="text-sm font-medium text-red-700">
                  {subjectsError}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <div className="sm:col-span-2">
        <FormField
          id={id('qualifications')}
          label="Qualifications"
          error={errors.qualifications?.message}
        >
          {(aria) => (
            <Input {...aria} placeholder="e.g. QTS, PGCE, BSc" {...register('qualifications')} />
          )}
        </FormField>
      </div>
      <SelectField
        control={control}
        name="yearsExperience"
        id={id('experience')}
        label="Years of experience"
        options={optionsWith(YEARS_OF_EXPERIENCE, undefined, yearsLabel)}
        placeholder="Select"
      />
      <div className="sm:col-span-2">
        <FormField id={id('bio')} label="Bio" error={errors.bio?.message}>
          {(aria) => <Textarea {...aria} rows={3} {...register('bio')} />}
        </FormField>
      </div>
    </div>
  );
}
