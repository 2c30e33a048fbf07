import { useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SearchInput } from '../../components/ui/search-input.js';
import { SelectField } from '../../components/ui/select-field.js';
import type { SelectOption } from '../../components/ui/select.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useCompanyOptions } from './api.js';

const SEARCH_DELAY_MS = 300;

interface CompanyFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  onChosen: (option: SelectOption<string>) => void;
}

/**
 * The company select of Generate Accounts. The server sends the 50 newest companies; typing part of
 * a name finds any other, since thousands would not fit in one list (decision 052).
 */
export function CompanyField<T extends FieldValues, TOut = T>({
  onChosen,
  ...field
}: CompanyFieldProps<T, TOut>) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const companies = useCompanyOptions(search);
  // The choice stays listed when a later search no longer finds it.
  const [chosen, setChosen] = useState<SelectOption<string> | null>(null);
  const value: unknown = useWatch({ control: field.control, name: field.name });
  const options = (companies.data?.items ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  if (chosen?.value === String(value) && !options.some((option) => option.value === chosen.value)) {
    options.unshift(chosen);
  }
  return (
    <div className="grid gap-2">
      <SelectField
        {...field}
        label="Company"
        options={options}
        onChosen={(option) => {
          setChosen(option);
          onChosen(option);
        }}
        placeholder={
          companies.isPending
            ? 'Loading companies…'
            : companies.isError
              ? 'Companies could not be loaded'
              : options.length === 0
                ? search
                  ? 'No company has that name'
                  : 'No companies yet'
                : 'Select a company'
        }
      />
      <SearchInput
        label="Find a company"
        placeholder="Not listed? Type part of a name"
        value={searchInput}
        onValueChange={setSearchInput}
      />
    </div>
  );
}
