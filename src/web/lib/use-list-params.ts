import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.js';

/** The value of a filter that narrows nothing: "All Subjects". */
export const ALL = 'all';

const SEARCH_PARAM = 'q';
const SEARCH_DELAY_MS = 300;

export interface ListParams<F extends string> {
  /** What the search box shows; `search` follows it once typing pauses. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  search: string;
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
  filtering: boolean;
  /** What to ask the server for: the search and each filter not at "all". */
  query: { search: string } & Partial<Record<F, string>>;
}

/**
 * A list's search and filters, kept in the address so reload, links and Back keep them.
 * Values at their default are left out, so an unfiltered list has a bare address.
 */
export function useListParams<F extends string = never>(
  defaults: Record<F, string> = {} as Record<F, string>,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get(SEARCH_PARAM) ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);

  const update = useCallback(
    (changes: Record<string, string>, replace = false) =>
      setParams(
        () => {
          // From the address as it is now, not as this render saw it: a search that settles just
          // as a filter is chosen would otherwise write the address from before the filter and
          // drop it (the router hands the updater the render's own copy).
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // Typing replaces the address rather than adding to history, one entry per search is enough.
  useEffect(() => {
    if (search !== (params.get(SEARCH_PARAM) ?? '')) {
      update({ [SEARCH_PARAM]: search }, true);
    }
  }, [search, params, update]);

  const filters = Object.fromEntries(
    Object.entries<string>(defaults).map(([name, fallback]) => [
      name,
      params.get(name) ?? fallback,
    ]),
  ) as Record<F, string>;

  const narrowing = Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value !== ALL),
  ) as Partial<Record<F, string>>;

  return {
    searchInput,
    setSearchInput,
    search,
    filters,
    setFilter: (name, value) => update({ [name]: value === defaults[name] ? '' : value }),
    filtering:
      search !== '' ||
      Object.entries<string>(defaults).some(([name, fallback]) => filters[name as F] !== fallback),
    query: { ...narrowing, search },
  };
}
