import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api.js';
import { withQuery, type QueryParams } from './query-string.js';

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A catalogue's first answer also lists the subjects of its filter; other lists give none. */
type AnswerPage<T> = KeysetPage<T> & { subjects?: string[] };

/**
 * What both hooks ask of the server: `path` with `params`, first without a cursor, then for each
 * "Load more" with the cursor after the last row shown, so rows arriving meanwhile never shift or
 * repeat what is on screen.
 */
const cursorQuery = <T>(queryKey: QueryKey, path: string, params: QueryParams) => ({
  queryKey,
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    api.get<AnswerPage<T>>(withQuery(path, { ...params, cursor: pageParam })),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AnswerPage<T>) => last.nextCursor,
  placeholderData: keepPreviousData,
});

/** A list the server pages with a cursor, as the rows of every page loaded so far. */
export const useKeysetPages = <T>(queryKey: QueryKey, path: string, params: QueryParams = {}) =>
  useInfiniteQuery({
    ...cursorQuery<T>(queryKey, path, params),
    select: (data) => data.pages.flatMap((page) => page.items),
  });

/** The rows of every page loaded so far, and the subjects a catalogue's filter offers. */
export interface CursorPages<T> {
  items: T[];
  subjects: string[];
}

/** useKeysetPages for the lists CursorPagedList shows, with the subjects of the first answer. */
export const useCursorPages = <T>(
  queryKey: QueryKey,
  path: string,
  params: QueryParams = {},
  options: { enabled?: boolean } = {},
) =>
  useInfiniteQuery({
    ...cursorQuery<T>(queryKey, path, params),
    select: (data): CursorPages<T> => ({
      items: data.pages.flatMap((page) => page.items),
      subjects: data.pages[0]?.subjects ?? [],
    }),
    ...options,
  });
