import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api.js';

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list the server pages with a cursor: the first page, then each "Load more" asks for the page
 * after the last one shown, so rows arriving meanwhile never shift or repeat what is on screen.
 */
export const useKeysetPages = <T>(queryKey: QueryKey, url: (cursor: string | null) => string) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => api.get<KeysetPage<T>>(url(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    placeholderData: keepPreviousData,
  });

/** The rows of every page loaded so far, and the subjects a catalogue's filter offers. */
export interface CursorPages<T> {
  items: T[];
  subjects: string[];
}

/**
 * useKeysetPages for the lists CursorPagedList shows. A catalogue's first answer also lists the
 * subjects of its filter; lists without one give none.
 */
export const useCursorPages = <T>(
  queryKey: QueryKey,
  url: (cursor: string | null) => string,
  options: { enabled?: boolean } = {},
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => api.get<KeysetPage<T> & { subjects?: string[] }>(url(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data): CursorPages<T> => ({
      items: data.pages.flatMap((page) => page.items),
      subjects: data.pages[0]?.subjects ?? [],
    }),
    placeholderData: keepPreviousData,
    ...options,
  });
