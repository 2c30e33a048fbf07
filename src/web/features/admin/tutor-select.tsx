import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SearchedSelectField } from '../../components/ui/searched-select-field.js';
import { useTutorOptions } from './tutors/api.js';

interface TutorFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  /** The tutor the record holds now, listed even when they are no longer active. */
  current?: { id: number; name: string; active: boolean } | undefined;
}

const useOfferedTutors = (search: string) => {
  const tutors = useTutorOptions(search);
  return {
    isPending: tutors.isPending,
    isError: tutors.isError,
    options: (tutors.data ?? []).map((tutor) => ({
      value: String(tutor.id),
      label: tutor.fullName,
    })),
  };
};

/**
 * Tutor is chosen from the list of active tutors (spec 2 §2.2): the first 50 by name, and any
 * other by typing part of their name.
 */
export function TutorField<T extends FieldValues, TOut = T>({
  current,
  ...field
}: TutorFieldProps<T, TOut>) {
  return (
    <SearchedSelectField
      {...field}
      label="Tutor"
      one="tutor"
      many="tutors"
      useOptions={useOfferedTutors}
      current={
        current && {
          value: String(current.id),
          label: current.active ? current.name : `${current.name} (inactive)`,
        }
      }
    />
  );
}
