import { useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SearchInput } from '../../components/ui/search-input.js';
import { SelectField } from '../../components/ui/select-field.js';
import type { SelectOption } from '../../components/ui/select.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useTutorOptions } from './tutors/api.js';

const SEARCH_DELAY_MS = 300;

interface TutorFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  /** The tutor the record holds now, listed even when they are no longer active. */
  current?: { id: number; name: string; active: boolean } | undefined;
}

/**
 * Tutor is chosen from the list of active tutors (spec 2 §2.2). The server sends the first 50 by
 * name; typing part of a name finds any other, since thousands would not fit in one list.
 */
export function TutorField<T extends FieldValues, TOut = T>({
  current,
  ...field
}: TutorFieldProps<T, TOut>) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const tutors = useTutorOptions(search);
  // The choice stays listed when a later search no longer finds it.
  const [chosen, setChosen] = useState<SelectOption<string> | null>(null);
  const value: unknown = useWatch({ control: field.control, name: field.name });
  const options = (tutors.data ?? []).map((tutor) => ({
    value: String(tutor.id),
    label: tutor.fullName,
  }));
  const kept = [
    chosen,
    current && {
      value: String(current.id),
      label: current.active ? current.name : `${current.name} (inactive)`,
    },
  ].find((option) => option && option.value === String(value));
  if (kept && !options.some((option) => option.value === kept.value)) options.unshift(kept);
  return (
    <div className="grid gap-2">
      <SelectField
        {...field}
        label="Tutor"
        options={options}
        onChosen={setChosen}
        placeholder={
          tutors.isPending
            ? 'Loading tutors…'
            : tutors.isError
              ? 'Tutors could not be loaded'
              : options.length === 0
                ? 'No tutor has that name'
                : 'Select a tutor'
        }
      />
      <SearchInput
        label="Find a tutor"
        placeholder="Not listed? Type part of a name"
        value={searchInput}
        onValueChange={setSearchInput}
      />
    </div>
  );
}
