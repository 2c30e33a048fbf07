import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TutorOption } from '../../../shared/admin/schemas.js';
import type { Coverage } from '../../../shared/classes/coverage.js';
import type {
  ClassDetails,
  ClassListQuery,
  ClassSession,
  ClassSummary,
  RosterEntry,
  WaitlistEntry,
} from '../../../shared/classes/views.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useChange } from '../../lib/use-change.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

/** The filters the list's address holds, as text; the server checks them (ClassListQuery). */
export type ClassFilters = Partial<
  Record<keyof Omit<ClassListQuery, 'cursor' | 'pageSize'>, string>
>;

export const useClasses = (filters: ClassFilters) =>
  useCursorPages<ClassSummary>(queryKeys.classes.list(filters), API.adminClasses, { ...filters });

export const useMyClasses = () =>
  useCursorPages<ClassSummary>(queryKeys.classes.mine(), API.tutorClasses);

export const useClass = (id: number) =>
  useQuery({
    queryKey: queryKeys.classes.detail(id),
    queryFn: () => api.get<ClassDetails>(`${API.classes}/${id}`),
  });

export const useRoster = (id: number) =>
  useCursorPages<RosterEntry>(queryKeys.classes.roster(id), `${API.classes}/${id}/roster`);

export const useClassSessions = (id: number) =>
  useCursorPages<ClassSession>(queryKeys.classes.sessions(id), `${API.classes}/${id}/sessions`);

export const useWaitlist = (id: number, enabled: boolean) =>
  useCursorPages<WaitlistEntry>(
    queryKeys.classes.waitlist(id),
    `${API.classes}/${id}/waitlist`,
    {},
    { enabled },
  );

export const useCoverage = (schoolYearId: number | null) =>
  useQuery({
    queryKey: queryKeys.classes.coverage(schoolYearId),
    queryFn: () =>
      api.get<Coverage>(withQuery(API.adminCoverage, { schoolYearId: schoolYearId ?? undefined })),
    placeholderData: keepPreviousData,
  });

/** The tutor filter's choices: the first tutors by name, as the admin pickers offer them. */
export const useTutorChoices = () =>
  useQuery({
    queryKey: queryKeys.admin.tutorOptions(''),
    queryFn: () => api.get<TutorOption[]>(API.adminTutorOptions),
  });

/** Pupils' cameras on or off as they come into the class's classroom (issue 29 §2). */
export const useSetCameras = (id: number) =>
  useChange(
    (camerasOn: boolean) => api.put<ClassDetails>(`${API.classes}/${id}/cameras`, { camerasOn }),
    'classes',
  );
