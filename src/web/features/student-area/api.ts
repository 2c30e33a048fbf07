import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FilteredPage,
  LessonViews,
  LiveSession,
  RecordedLesson,
  Resource,
  ScheduledSession,
} from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { withQuery } from '../../lib/query-string.js';

/*
 * The student and parent areas' reads (spec 2 §7). Every key starts with the API path it reads,
 * so a change anywhere (a tutor's new lesson, a counted view) refreshes these lists too.
 */

const UPCOMING = '/api/scheduled-sessions/upcoming';
const SESSIONS = '/api/scheduled-sessions';
const RANGE = '/api/student/scheduled-sessions';
const LESSONS = '/api/student/recorded-lessons';
const RESOURCES = '/api/student/resources';
const LIVE = '/api/live-sessions';

export interface CatalogueFilters {
  search?: string | undefined;
  subject?: string | undefined;
  type?: string | undefined;
  page?: number;
  pageSize?: number;
}

export const familyKeys = {
  upcoming: [UPCOMING] as const,
  session: (id: number) => [SESSIONS, 'detail', id] as const,
  sessionResources: (id: number) => [SESSIONS, 'resources', id] as const,
  range: (from: string, to: string) => [RANGE, from, to] as const,
  lessons: (filters: CatalogueFilters) => [LESSONS, filters] as const,
  lesson: (id: number) => ['/api/recorded-lessons', 'detail', id] as const,
  resources: (filters: CatalogueFilters) => [RESOURCES, filters] as const,
  live: (page: number) => [LIVE, 'family', page] as const,
};

/** Future sessions the user attends, soonest first (at most 50; screens show the first few). */
export const useUpcomingSessions = () =>
  useQuery({
    queryKey: familyKeys.upcoming,
    queryFn: () => api.get<ScheduledSession[]>(UPCOMING),
  });

export const useSession = (id: number) =>
  useQuery({
    queryKey: familyKeys.session(id),
    queryFn: () => api.get<ScheduledSession>(`${SESSIONS}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

/** Spec 2 §4: the lesson page mounts its resource list only once the session has loaded. */
export const useSessionResources = (id: number) =>
  useQuery({
    queryKey: familyKeys.sessionResources(id),
    queryFn: () => api.get<Resource[]>(`${SESSIONS}/${id}/resources`),
  });

/** The sessions between two instants, for the week and month views. */
export const useSessionsBetween = (from: Date, to: Date) => {
  const range = { from: from.toISOString(), to: to.toISOString() };
  return useQuery({
    queryKey: familyKeys.range(range.from, range.to),
    queryFn: () => api.get<ScheduledSession[]>(withQuery(RANGE, range)),
    placeholderData: keepPreviousData,
  });
};

export const useFamilyLessons = (filters: CatalogueFilters) =>
  useQuery({
    queryKey: familyKeys.lessons(filters),
    queryFn: () => api.get<FilteredPage<RecordedLesson>>(withQuery(LESSONS, { ...filters })),
    placeholderData: keepPreviousData,
  });

export const useRecordedLesson = (id: number | null) =>
  useQuery({
    queryKey: familyKeys.lesson(id ?? 0),
    queryFn: () => api.get<RecordedLesson>(`/api/recorded-lessons/${id}`),
    enabled: id !== null,
  });

export const useFamilyResources = (filters: CatalogueFilters) =>
  useQuery({
    queryKey: familyKeys.resources(filters),
    queryFn: () => api.get<FilteredPage<Resource>>(withQuery(RESOURCES, { ...filters })),
    placeholderData: keepPreviousData,
  });

export const LIVE_PAGE_SIZE = 24;

export const useJoinableLiveSessions = (page: number) =>
  useQuery({
    queryKey: familyKeys.live(page),
    queryFn: () =>
      api.get<FilteredPage<LiveSession>>(
        withQuery(LIVE, { tab: 'upcoming', page, pageSize: LIVE_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * Spec 2 §7: opening a lesson counts a view. Every list showing view counts reads them again,
 * the tutor pages' included (their keys contain the same path).
 */
export const useRecordView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LessonViews>(`/api/recorded-lessons/${id}/views`),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).includes('recorded-lessons'),
      }),
  });
};
