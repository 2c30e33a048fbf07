import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  SchoolYear,
  SchoolYearDetail,
  SchoolYearUpdate,
} from '../../../shared/school-years/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const ROLL_OVER_POLL_MS = 1000;

/** Whether a year's roll-over is waiting or under way, so its progress is worth asking for again. */
export const rollingOver = (year: Pick<SchoolYear, 'rollOver'> | undefined) =>
  year?.rollOver.status === 'queued' || year?.rollOver.status === 'running';

/** The academic years, the latest added first. */
export const useSchoolYears = () =>
  useCursorPages<SchoolYear>(queryKeys.admin.schoolYears.list(), API.adminSchoolYears, {
    pageSize: 12,
  });

/** One year in full, asked for again every second while its roll-over runs. */
export function useSchoolYear(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.admin.schoolYears.detail(id),
    queryFn: () => api.get<SchoolYearDetail>(`${API.adminSchoolYears}/${id}`),
    enabled: id !== null,
    refetchInterval: (q) => (rollingOver(q.state.data) ? ROLL_OVER_POLL_MS : false),
  });
  // When a roll-over finishes, the list's badges change too.
  const finished = query.data?.rollOver.status === 'done';
  useEffect(() => {
    if (finished) void invalidate(queryClient, 'schoolYears');
  }, [finished, queryClient]);
  return query;
}

export const useAddSchoolYear = () =>
  useChange(
    (startYear: number) => api.post<SchoolYearDetail>(API.adminSchoolYears, { startYear }),
    'schoolYears',
  );

export const useSaveSchoolYear = (id: number) =>
  useChange(
    (values: SchoolYearUpdate) =>
      api.patch<SchoolYearDetail>(`${API.adminSchoolYears}/${id}`, values),
    'schoolYears',
  );

export const useRollOver = (id: number) =>
  useChange(
    () => api.post<SchoolYear>(`${API.adminSchoolYears}/${id}/roll-over`, { confirm: true }),
    'schoolYears',
  );
