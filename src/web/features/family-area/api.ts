import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  FilteredPage,
  LessonViews,
  LiveSession,
  RecordedLesson,
  Resource,
  ScheduledSession,
} from '../../../shared/content/schemas.js';
import type { StudentYearGroup } from '../../../shared/family/schemas.js';
import { api } from '../../lib/api.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useCursorPages, useKeysetPages } from '../../lib/use-keyset-pages.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { isParent } from '../../../shared/policies/roles.js';

/* The student and parent areas' reads (spec 2 §7). */

const SESSIONS = API.scheduledSessions;
const RANGE = API.studentScheduledSessions;
const LESSONS = API.studentRecordedLessons;
const RESOURCES = API.studentResources;
const LIVE = API.liveSessions;

export interface CatalogueFilters {
  search?: string | undefined;
  subject?: string | undefined;
  type?: string | undefined;
  /** Resources only: those for this year group or for every year group. */
  yearGroup?: string | undefined;
  pageSize?: number;
}

/** The signed-in student's year group, null until their parent sets it; parents skip the call. */
export const useStudentYearGroup = (isStudent: boolean) =>
  useQuery({
    queryKey: queryKeys.student.yearGroup(),
    queryFn: () => api.get<StudentYearGroup>(API.studentYearGroup),
    enabled: isStudent,
  });

/** Future sessions the user attends, soonest first (at most 20; screens show the first few). */
export const useUpcomingSessions = () =>
  useQuery({
    queryKey: queryKeys.scheduledSessions.upcoming(),
    queryFn: () => api.get<ScheduledSession[]>(`${SESSIONS}/upcoming`),
  });

export const useSession = (id: number) =>
  useQuery({
    queryKey: queryKeys.scheduledSessions.detail(id),
    queryFn: () => api.get<ScheduledSession>(`${SESSIONS}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

/** Spec 2 §4: the lesson page mounts its resource list only once the session has loaded. */
export const useSessionResources = (id: number) =>
  useQuery({
    queryKey: queryKeys.scheduledSessions.resources(id),
    queryFn: () => api.get<Resource[]>(`${SESSIONS}/${id}/resources`),
  });

/**
 * The sessions between two instants, for the week and month views: every page of the range, since
 * a calendar missing a day's sessions would mislead. A view's range is a week or a month, well
 * inside the server's 92 days.
 */
export const useSessionsBetween = (from: Date, to: Date) => {
  const range = { from: from.toISOString(), to: to.toISOString() };
  const sessions = useKeysetPages<ScheduledSession>(
    queryKeys.student.scheduledSessions(range.from, range.to),
    RANGE,
    range,
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = sessions;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return sessions;
};

/** The family's newest lessons, for the dashboards: one page, never more. */
export const useNewestFamilyLessons = (count: number) =>
  useQuery({
    queryKey: queryKeys.student.recordedLessons({ newest: count }),
    queryFn: () => api.get<FilteredPage<RecordedLesson>>(withQuery(LESSONS, { pageSize: count })),
  });

export const useFamilyLessons = (filters: CatalogueFilters) =>
  useCursorPages<RecordedLesson>(queryKeys.student.recordedLessons(filters), LESSONS, {
    ...filters,
  });

export const useRecordedLesson = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.recordedLessons.detail(id ?? 0),
    queryFn: () => api.get<RecordedLesson>(`${API.recordedLessons}/${id}`),
    enabled: id !== null,
  });

export const useFamilyResources = (filters: CatalogueFilters) =>
  useCursorPages<Resource>(queryKeys.student.resources(filters), RESOURCES, { ...filters });

/** Live and scheduled sessions, soonest first: the tutors' Upcoming tab, unfiltered. */
export const useJoinableLiveSessions = () => {
  const filters = { tab: 'upcoming' } as const;
  return useCursorPages<LiveSession>(queryKeys.liveSessions.list(filters), LIVE, { ...filters });
};

/** Spec 2 §7: opening a lesson counts a view, which every list of lessons shows. */
export const useRecordView = () =>
  useChange(
    (id: number) => api.post<LessonViews>(`${API.recordedLessons}/${id}/views`),
    'lessonViewed',
  );

/** The first names of the children a session is for, as the server says (issue 28 §6). */
export const forWhom = (session: ScheduledSession) =>
  (session.forChildren ?? []).map((child) => child.name.split(' ')[0]).join(', ');

/**
 * Issue 18 §2: a parent's schedule names the child each session is for; a student's is their own,
 * so it names nobody.
 */
export function useForWhom(): (session: ScheduledSession) => string {
  const parent = isParent(useSignedInUser());
  return (session) => (parent ? forWhom(session) : '');
}
