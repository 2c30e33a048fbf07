import type { ComponentProps } from 'react';
import type { ListParams } from '../lib/use-list-params.js';
import { ListSearch } from './list-search.js';
import { OwnerSwitch } from './owner-switch.js';

interface CatalogueSearchProps<F extends string> {
  params: ListParams<F | 'owner'>;
  /** Tutors choose between their own rows and everyone's; admins always see everyone's. */
  showOwner: boolean;
  /** What the list holds, "lessons": names the Mine | All group and the search box. */
  noun: string;
  filters?: ComponentProps<typeof ListSearch<F | 'owner'>>['filters'];
}

/** The controls above a tutor's catalogue (lessons, live sessions, resources): whose, then search. */
export function CatalogueSearch<F extends string>({
  params,
  showOwner,
  noun,
  filters,
}: CatalogueSearchProps<F>) {
  return (
    <>
      {showOwner && (
        <OwnerSwitch
          value={params.filters.owner}
          onChange={(value) => params.setFilter('owner', value)}
          noun={noun}
        />
      )}
      <ListSearch
        params={params}
        label={`Search ${noun}`}
        placeholder={`Search ${noun}…`}
        filters={filters}
      />
    </>
  );
}
