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
