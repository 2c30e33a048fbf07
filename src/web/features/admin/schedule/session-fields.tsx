import type { ReactNode } from 'react';
import {
  ACADEMIC_YEARS,
  SESSION_DURATIONS,
  SESSION_SUBJECTS,
  SESSION_TIMES,
} from '../../../../shared/constants.js';
import { TextField, UrlField, fieldsUnder } from '../../../components/form/text-field.js';
import { TitleFields } from '../../../components/form/title-fields.js';
import type { SchemaForm } from '../../../components/form/use-schema-form.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { optionsWith } from '../select-options.js';
import { TutorField } from '../tutor-select.js';
import { VenueField } from './venue-field.js';
import type { SessionFormInput, SessionFormValues } from './session-form.js';

interface SessionFieldsProps {
  idPrefix: string;
  form: SchemaForm<SessionFormInput, SessionFormValues>;
  /** What the session holds now, so values outside the usual lists still show. */
  current?: {
    subject: string;
    time: string;
    duration: string;
    tutor: { id: number; name: string; active: boolean };
  };
  /** Who the session is for, after its year group: only a new session chooses. */
  audience?: ReactNode;
}

const minutes = (value: string) => `${value} minutes`;

/**
 * Title, description, subject, tutor, date, time, duration, streaming link and year (spec 2 §2.2),
 * and where the lesson happens (issue 29 §7).
 */
export function SessionFields({ idPrefix, form, current, audience }: SessionFieldsProps) {
  const { control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = fieldsUnder(form, idPrefix);
  // Fields keep to the top of their row: the tutor's has a search box under it.
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TitleFields form={form} idPrefix={idPrefix} wide />
      <SelectField
        control={control}
        name="subject"
        id={id('subject')}
        label="Subject"
        options={optionsWith(SESSION_SUBJECTS, current?.subject)}
        placeholder="Select a subject"
      />
      <TutorField control={control} name="tutorId" id={id('tutor')} current={current?.tutor} />
      <TextField {...field('date')} label="Date" type="date" />
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
      {audience}
      <VenueField form={form} />
      <div className="sm:col-span-2">
        <UrlField
          {...field('youtubeUrl', 'link')}
          label="Streaming link (optional)"
          hint="The YouTube link pupils use to join, if you have it already."
        />
      </div>
    </div>
  );
}
