import { useQuery } from '@tanstack/react-query';
import type {
  ClassOccurrence,
  NewClassInput,
  OccurrenceChangeInput,
  SeriesChangeInput,
  SeriesChangeResult,
  SeriesClass,
} from '../../../shared/class-series/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

/** The academic years a class can follow: the first page of the list, newest first. */
export const useSchoolYearChoices = () =>
  useQuery({
    queryKey: queryKeys.classes.schoolYearChoices(),
    queryFn: () =>
      api.get<{ items: { id: number; label: string }[] }>(`${API.adminSchoolYears}?pageSize=20`),
    select: (page) => page.items,
  });

export const useCreateClass = () =>
  useChange((input: NewClassInput) => api.post<SeriesClass>(API.adminClasses, input), 'classes');

export const useChangeSeries = () =>
  useChange(
    ({ classId, input }: { classId: number; input: SeriesChangeInput }) =>
      api.post<SeriesChangeResult>(`${API.adminClasses}/${classId}/series-changes`, input),
    'classes',
  );

export const useChangeOccurrence = () =>
  useChange(
    ({ id, input }: { id: number; input: OccurrenceChangeInput }) =>
      api.patch<ClassOccurrence>(`${API.adminClassSessions}/${id}`, input),
    'classes',
  );
