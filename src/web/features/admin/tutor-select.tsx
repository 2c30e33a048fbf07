import { Select } from '../../components/ui/select.js';
import type { ControlProps } from '../../components/ui/form-field.js';
import { useTutorOptions } from './tutors/api.js';

interface TutorSelectProps extends ControlProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The tutor the record holds now, listed even when they are no longer active. */
  current?: { id: number; name: string; active: boolean } | undefined;
}

/** Tutor is chosen from the list of active tutors (spec 2 §2.2). */
export function TutorSelect({ value, onValueChange, current, ...control }: TutorSelectProps) {
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
    <Select
      {...control}
      value={value}
      onValueChange={onValueChange}
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
