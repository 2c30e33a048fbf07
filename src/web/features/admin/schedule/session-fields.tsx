import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  ACADEMIC_YEARS,
  SESSION_DURATIONS,
  SESSION_SUBJECTS,
  SESSION_TIMES,
} from '../../../../shared/constants.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { optionsWith } from '../select-options.js';
import { TutorField } from '../tutor-select.js';
import type { SessionFormInput } from './session-form.js';

interface SessionFieldsProps {
  idPrefix: string;
  control: Control<SessionFormInput>;
  register: UseFormRegister<SessionFormInput>;
  errors: FieldErrors<SessionFormInput>;
  /** What the session holds now, so values outside the usual lists still show. */
  current?: {
    subject: string;
    time: string;
    duration: string;
    tutor: { id: number; name: string; active: boolean };
  };
}

const minutes = (value: string) => `${value} minutes`;

/** Title, description, subject, tutor, date, time, duration, streaming link and year (spec 2 §2.2). */
export function SessionFields({
  idPrefix,
  control,
  register,
  errors,
  current,
}: SessionFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // Fields keep to the top of their row: the tutor's has a search box under it.
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id={id('title')} label="Title" error={errors.title?.message}>
          {(aria) => <Input {...aria} {...register('title')} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id={id('description')} label="Description" error={errors.description?.message}>
          {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
        </FormField>
      </div>
      <SelectField
        control={control}
        name="subject"
        id={id('subject')}
        label="Subject"
        options={optionsWith(SESSION_SUBJECTS, current?.subject)}
        placeholder="Select a subject"
      />
      <TutorField control={control} name="tutorId" id={id('tutor')} current={current?.tutor} />
      <FormField id={id('date')} label="Date" error={errors.date?.message}>
        {(aria) => <Input {...aria} type="date" {...register('date')} />}
      </FormField>
      <SelectField
        control={control}
        name="time"
        id={id('time')}
        label="Time"
        options={optionsWith(SESSION_TIMES, current?.time)}
      />
      <SelectField
        control={control}
        name="duration"
        id={id('duration')}
        label="Duration"
        options={optionsWith(SESSION_DURATIONS, current?.duration, minutes)}
      />
      <SelectField
        control={control}
        name="academicYear"
        id={id('year')}
        label="Academic year"
        options={optionsWith(ACADEMIC_YEARS)}
        placeholder="Select the academic year"
      />
      <div className="sm:col-span-2">
        <FormField
          id={id('link')}
          label="Streaming link (optional)"
          hint="The YouTube link pupils use to join, if you have it already."
          error={errors.youtubeUrl?.message}
        >
          {(aria) => (
            <Input {...aria} type="url" placeholder="https://" {...register('youtubeUrl')} />
          )}
        </FormField>
      </div>
    </div>
  );
}
