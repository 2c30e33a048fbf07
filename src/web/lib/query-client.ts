import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { QueryMeta } from '@tanstack/react-query';
import { ApiError } from './api.js';

/** A 401 from a signed-in page means the session ended (signed out elsewhere, say). */
const endsSession = (error: unknown, meta: QueryMeta | undefined) =>
  error instanceof ApiError && error.status === 401 && meta?.unauthorizedIsAnswer !== true;

/** Spec 1 §9: data never goes stale and nothing refetches or retries on its own. */
export const createQueryClient = ({ onSessionEnded }: { onSessionEnded: () => void }) =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (endsSession(error, query.meta)) onSessionEnded();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (endsSession(error, mutation.meta)) onSessionEnded();
      },
    }),
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
