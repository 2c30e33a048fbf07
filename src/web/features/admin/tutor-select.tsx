import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from '../../components/ui/select-field.js';
import { useTutorOptions } from './tutors/api.js';

interface TutorFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  /** The tutor the record holds now, listed even when they are no longer active. */
  current?: { id: number; name: string; active: boolean } | undefined;
}

/** Tutor is chosen from the list of active tutors (spec 2 §2.2). */
export function TutorField<T extends FieldValues, TOut = T>({
  current,
  ...field
}: TutorFieldProps<T, TOut>) {
  const tutors = useTutorOptions();
  const options = (tutors.data ?? []).map((tutor) => ({
    value: String(tutor.id),
    label: tutor.fullName,
  }));
  if (current && !options.some((option) => option.value === String(current.id))) {
    options.unshift({
      value: String(current.id),
      label: current.active ? current.name : `${current.name} (inactive)`,
    });
  }
  return (
    <SelectField
      {...field}
      label="Tutor"
      options={options}
      placeholder={
        tutors.isPending
          ? 'Loading tutors…'
          : tutors.isError
            ? 'Tutors could not be loaded'
            : 'Select a tutor'
      }
    />
  );
}
