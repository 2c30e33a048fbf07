import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FilteredPage,
  LiveSession,
  liveSessionSchema,
} from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';

const PATH = API.liveSessions;

export type LiveTab = 'upcoming' | 'past';
/** The tutor pages' name for a live session, which carries its tutor's name. */
export type LiveSessionView = LiveSession;

export interface LiveFilters {
  tab: LiveTab;
  search?: string;
  subject?: string;
  page: number;
}

/** Spec 2 §4: upcoming is scheduled or live, soonest first; past is completed or cancelled, newest first. */
export const useLiveSessions = (filters: LiveFilters) =>
  useQuery({
    queryKey: queryKeys.liveSessions.list(filters),
    queryFn: () => api.get<FilteredPage<LiveSessionView>>(withQuery(PATH, { ...filters })),
    // While a new search loads the old results stay; the other tab's sessions never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].tab === filters.tab ? previous : undefined,
  });

export type LiveSessionValues = z.output<typeof liveSessionSchema>;

export const useSaveLiveSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LiveSessionValues }) =>
      id
        ? api.put<LiveSessionView>(`${PATH}/${id}`, values)
        : api.post<LiveSessionView>(PATH, values),
    onSuccess: () => invalidate(queryClient, 'liveSessions'),
  });
};

export const useDeleteLiveSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: () => invalidate(queryClient, 'liveSessions'),
  });
};
