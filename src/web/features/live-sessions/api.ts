import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LiveSession, liveSessionSchema } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const PATH = API.liveSessions;

export type LiveTab = 'upcoming' | 'past';
/** The tutor pages' name for a live session, which carries its tutor's name. */
export type LiveSessionView = LiveSession;

export interface LiveFilters {
  tab: LiveTab;
  search?: string;
  subject?: string;
  /** `me`: the caller's own sessions only. */
  owner?: string;
}

/** Spec 2 §4: upcoming is scheduled or live, soonest first; past is completed or cancelled, newest first. */
export const useLiveSessions = (filters: LiveFilters) =>
  useCursorPages<LiveSessionView>(queryKeys.liveSessions.list(filters), PATH, { ...filters });

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
