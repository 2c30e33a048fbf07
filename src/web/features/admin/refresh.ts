import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys throughout the app start with the API path they read. A change to one kind of
 * record refreshes every list that shows it, on this tab or any other screen in the cache.
 */
export const refreshLists = (queryClient: QueryClient, resources: readonly string[]) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && resources.some((resource) => path.includes(resource)),
  });

/** Which paths each kind of change touches. */
export const AFFECTS = {
  schedule: ['scheduled-sessions', 'live-sessions', '/api/dashboard'],
  tutors: ['tutors', 'scheduled-sessions', 'live-sessions', 'recorded-lessons'],
  companies: ['companies'],
  lessons: ['recorded-lessons', '/api/search', '/api/dashboard'],
} as const;
