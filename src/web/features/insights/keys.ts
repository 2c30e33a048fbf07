import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Figures drawn from every tutor list: the dashboard, the calendar and the charts. */
export const insightKeys = {
  dashboard: ['/api/dashboard'] as const,
  schedule: ['/api/schedule'] as const,
  analytics: ['/api/analytics'] as const,
};

export type ContentKind = 'recorded-lessons' | 'live-sessions' | 'students' | 'resources';

/** Besides its own lists, each kind of change shows up in these reads. */
const ALSO_AFFECTS: Record<ContentKind, readonly string[]> = {
  'recorded-lessons': [],
  'live-sessions': [],
  students: ['/api/student-accounts'],
  resources: [],
};
const SUMMARIES = ['/api/dashboard', '/api/schedule', '/api/analytics', '/api/search'];

/**
 * Query keys start with the API path they read, so one change refreshes every list that shows
 * that kind of record (the tutor pages, the admin tabs, the student area) and the summaries.
 */
export const refreshAfterChange = (
  queryClient: QueryClient,
  kind: ContentKind,
  /** A record that no longer exists: asking for it again would only answer 404. */
  deleted?: QueryKey,
) => {
  const paths = [kind, ...ALSO_AFFECTS[kind], ...SUMMARIES];
  if (deleted) forget(queryClient, deleted);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      paths.some((part) => String(queryKey[0]).includes(part)) &&
      !(deleted && partialMatchKey(queryKey, deleted)),
  });
};

/**
 * Drops a deleted record from the cache. A page still showing it (its own delete button) keeps
 * its copy until it has moved away, and drops it then.
 */
export const forget = (queryClient: QueryClient, queryKey: QueryKey) => {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query && query.getObserversCount() === 0)
    queryClient.removeQueries({ queryKey, exact: true });
};
