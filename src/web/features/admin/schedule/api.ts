import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminLiveSessionInput,
  AdminScheduledSession,
  scheduleSessionSchema,
  scheduledSessionUpdateSchema,
} from '../../../../shared/admin/schemas.js';
import type { LiveSession } from '../../../../shared/content/schemas.js';
import type { Page } from '../../../../shared/pagination.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';

const SCHEDULED = API.adminScheduledSessions;
const LIVE = API.adminLiveSessions;

export const SCHEDULE_VIEWS = ['upcoming', 'live', 'all'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

/** Paging within one filter keeps the last page on screen; a new filter shows placeholders. */
const sameFilter =
  (filter: string) =>
  <T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined) =>
    query?.queryKey[1] === filter ? previous : undefined;

export const useScheduledSessions = (filter: 'upcoming' | 'all', page: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.scheduledSessions(filter, page),
    queryFn: () =>
      api.get<Page<AdminScheduledSession>>(`${SCHEDULED}?filter=${filter}&page=${page}`),
    placeholderData: sameFilter(filter),
    enabled,
  });

/** The Live filter: live sessions that carry a join link (spec 2 §2.2). */
export const useLiveSessionsWithLink = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.liveSessionsWithLink(page),
    queryFn: () => api.get<Page<LiveSession>>(`${LIVE}?withLink=true&page=${page}`),
    placeholderData: sameFilter('with-link'),
    enabled,
  });

const useScheduleMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient, 'adminSchedule') });
};

export const useScheduleSession = () =>
  useScheduleMutation((input: z.output<typeof scheduleSessionSchema>) =>
    api.post<AdminScheduledSession>(SCHEDULED, input),
  );

export const useUpdateScheduledSession = () =>
  useScheduleMutation(
    ({ id, input }: { id: number; input: z.input<typeof scheduledSessionUpdateSchema> }) =>
      api.put<AdminScheduledSession>(`${SCHEDULED}/${id}`, input),
  );

/** Add YouTube Link: a live session now, with the link also kept on the scheduled session. */
export const useAddYoutubeLink = () =>
  useScheduleMutation((input: AdminLiveSessionInput) => api.post<LiveSession>(LIVE, input));
