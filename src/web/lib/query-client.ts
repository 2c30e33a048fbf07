import { QueryClient } from '@tanstack/react-query';

/** Spec 1 §9: data never goes stale and nothing refetches or retries on its own. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
