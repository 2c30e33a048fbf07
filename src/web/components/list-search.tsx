import type { ComponentProps } from 'react';
import type { ListParams } from '../lib/use-list-params.js';
import { FilterSelect } from './ui/filter-select.js';
import { SearchInput } from './ui/search-input.js';

type FilterProps = Omit<ComponentProps<typeof FilterSelect>, 'value' | 'onValueChange'>;

/** The subject filter every catalogue has, offering the subjects the server found. */
export const subjectFilter = (
  id: string,
  data: { subjects: readonly string[] } | undefined,
): FilterProps => ({
  id,
  label: 'Subject',
  allLabel: 'All Subjects',
  options: data?.subjects ?? [],
});

interface ListSearchProps<F extends string> {
  params: ListParams<F>;
  /** The search box's accessible name, "Search lessons", and its placeholder. */
  label: string;
  placeholder: string;
  /** One select a filter, keyed by the filter it sets. */
  filters?: Partial<Record<F, FilterProps>>;
}

/** A list's search box and filter selects, wired to the list's address. */
export function ListSearch<F extends string>({
  params,
  label,
  placeholder,
  filters = {},
}: ListSearchProps<F>) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        label={label}
        placeholder={placeholder}
        value={params.searchInput}
        onValueChange={params.setSearchInput}
        className="flex-1"
      />
      {Object.entries<FilterProps | undefined>(filters).map(
        ([name, filter]) =>
          filter && (
            <FilterSelect
              key={name}
              {...filter}
              value={params.filters[name as F]}
              onValueChange={(value) => params.setFilter(name as F, value)}
            />
          ),
      )}
    </div>
  );
}
