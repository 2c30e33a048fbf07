import { useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { SearchInput } from './search-input.js';
import { SelectField } from './select-field.js';
import type { SelectOption } from './select.js';

const SEARCH_DELAY_MS = 300;

/** What the server offers for a search: the first names, or those matching it. */
export interface OfferedOptions {
  isPending: boolean;
  isError: boolean;
  options: SelectOption<string>[];
}

interface SearchedSelectFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  /** "Tutor": the field's label. */
  label: string;
  /** "tutor" and "tutors", for "Find a tutor", "Loading tutors…" and the like. */
  one: string;
  many: string;
  /** Called on every render with the search typed so far, as hooks are. */
  useOptions: (search: string) => OfferedOptions;
  /** An option the record holds now, listed even when a search leaves it out. */
  current?: SelectOption<string> | undefined;
  onChosen?: (option: SelectOption<string>) => void;
}

/**
 * A select of records there may be thousands of (decision 052): the server offers the first few,
 * and typing part of a name in the box under it finds any other. The choice stays listed when a
 * later search no longer finds it.
 */
export function SearchedSelectField<T extends FieldValues, TOut = T>({
  label,
  one,
  many,
  useOptions,
  current,
  onChosen,
  ...field
}: SearchedSelectFieldProps<T, TOut>) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const offered = useOptions(search);
  const [chosen, setChosen] = useState<SelectOption<string> | null>(null);
  const value: unknown = useWatch({ control: field.control, name: field.name });
  const options = [...offered.options];
  const kept = [chosen, current].find((option) => option && option.value === String(value));
  if (kept && !options.some((option) => option.value === kept.value)) options.unshift(kept);

  const placeholder = offered.isPending
    ? `Loading ${many}…`
    : offered.isError
      ? `${many[0]?.toUpperCase()}${many.slice(1)} could not be loaded`
      : options.length === 0
        ? search
          ? `No ${one} has that name`
          : `No ${many} yet`
        : `Select a ${one}`;
  return (
    <div className="grid gap-2">
      <SelectField
        {...field}
        label={label}
        options={options}
        onChosen={(option) => {
          setChosen(option);
          onChosen?.(option);
        }}
        placeholder={placeholder}
      />
      <SearchInput
        label={`Find a ${one}`}
        placeholder="Not listed? Type part of a name"
        value={searchInput}
        onValueChange={setSearchInput}
      />
    </div>
  );
}
