import type { z } from 'zod';
import type {
  AdminLiveSessionInput,
  AdminScheduledSession,
  scheduleSessionSchema,
  scheduledSessionUpdateSchema,
} from '../../../../shared/admin/schemas.js';
import type { LiveSession } from '../../../../shared/content/schemas.js';
import { useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '../../../../shared/classes/views.js';
import { MAX_PAGE_SIZE } from '../../../../shared/page-sizes.js';
import { api } from '../../../lib/api.js';
import { withQuery } from '../../../lib/query-string.js';
import { useChange } from '../../../lib/use-change.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const SCHEDULED = API.adminScheduledSessions;
const LIVE = API.adminLiveSessions;

export const SCHEDULE_VIEWS = ['upcoming', 'live', 'all'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

/** What the schedule's list asks for: Upcoming or All, narrowed and sorted (decision 067). */
export type ScheduleQuery = { filter: 'upcoming' | 'all' } & Partial<
  Record<'sort' | 'tutorId' | 'subject' | 'academicYear' | 'status', string>
>;

export const useScheduledSessions = (query: ScheduleQuery, enabled: boolean) =>
  useCursorPages<AdminScheduledSession>(
    queryKeys.admin.scheduledSessions(query),
    SCHEDULED,
    { ...query },
    { enabled },
  );

/** The Live filter: live sessions that carry a join link (spec 2 §2.2). */
export const useLiveSessionsWithLink = (enabled: boolean) =>
  useCursorPages<LiveSession>(
    queryKeys.admin.liveSessionsWithLink(),
    LIVE,
    { withLink: 'true' },
    { enabled },
  );

/** The open classes of a year group a new session may join, at most a page of them. */
export const useYearGroupClasses = (yearGroup: string, enabled: boolean) => {
  const filters = { yearGroup, pageSize: String(MAX_PAGE_SIZE) };
  return useQuery({
    queryKey: queryKeys.classes.list(filters),
    queryFn: () =>
      api.get<{ items: ClassSummary[]; nextCursor: string | null }>(
        withQuery(API.adminClasses, filters),
      ),
    enabled: enabled && yearGroup !== '',
  });
};

export const useScheduleSession = () =>
  useChange(
    (input: z.output<typeof scheduleSessionSchema>) =>
      api.post<AdminScheduledSession>(SCHEDULED, input),
    'adminSchedule',
  );

export const useUpdateScheduledSession = () =>
  useChange(
    ({ id, input }: { id: number; input: z.input<typeof scheduledSessionUpdateSchema> }) =>
      api.put<AdminScheduledSession>(`${SCHEDULED}/${id}`, input),
    'adminSchedule',
  );

/** Add YouTube Link: a live session now, with the link also kept on the scheduled session. */
export const useAddYoutubeLink = () =>
  useChange((input: AdminLiveSessionInput) => api.post<LiveSession>(LIVE, input), 'adminSchedule');
