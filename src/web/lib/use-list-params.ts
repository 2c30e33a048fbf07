import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.js';

/** The value of a filter that narrows nothing: "All Subjects". */
export const ALL = 'all';

const SEARCH_PARAM = 'q';
const PAGE_PARAM = 'page';
const SEARCH_DELAY_MS = 300;

/** Where a paged list stands; PagedList reads and moves it. */
export interface Paging {
  page: number;
  /** `replace` moves the list without a new history entry, as when a page runs off the end. */
  setPage: (page: number, replace?: boolean) => void;
  /** A search or filter is narrowing the list, so nothing found means "no match", not "none yet". */
  filtering?: boolean;
}

export interface ListParams<F extends string> extends Paging {
  /** What the search box shows; `search` follows it once typing pauses. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  search: string;
  filters: Record<F, string>;
  /** A new filter starts the list again at page 1. */
  setFilter: (name: F, value: string) => void;
  filtering: boolean;
  /** What to ask the server for: the page, the search and each filter not at "all". */
  query: { page: number; search: string } & Partial<Record<F, string>>;
}

const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * A list's page, search and filters, kept in the address so reload, links and Back keep them.
 * Values at their default are left out, so an unfiltered first page has a bare address.
 */
export function useListParams<F extends string = never>(
  defaults: Record<F, string> = {} as Record<F, string>,
  /** Another name for the page, for a second paged list on the same screen. */
  { pageParam = PAGE_PARAM }: { pageParam?: string } = {},
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get(SEARCH_PARAM) ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);

  const update = useCallback(
    (changes: Record<string, string>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
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
      update({ [SEARCH_PARAM]: search, [pageParam]: '' }, true);
    }
  }, [search, params, update, pageParam]);

  const filters = Object.fromEntries(
    Object.entries<string>(defaults).map(([name, fallback]) => [
      name,
      params.get(name) ?? fallback,
    ]),
  ) as Record<F, string>;

  // A search not yet in the address is about to reset the page; don't fetch the old one for it.
  const page = search === urlSearch ? pageOf(params.get(pageParam)) : 1;
  const narrowing = Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value !== ALL),
  ) as Partial<Record<F, string>>;

  return {
    page,
    setPage: useCallback(
      (page: number, replace = false) =>
        update({ [pageParam]: page > 1 ? String(page) : '' }, replace),
      [update, pageParam],
    ),
    searchInput,
    setSearchInput,
    search,
    filters,
    setFilter: (name, value) =>
      update({ [name]: value === defaults[name] ? '' : value, [pageParam]: '' }),
    filtering:
      search !== '' ||
      Object.entries<string>(defaults).some(([name, fallback]) => filters[name as F] !== fallback),
    query: { ...narrowing, page, search },
  };
}
