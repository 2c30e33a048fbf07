import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FilteredPage,
  RecordedLesson,
  adminRecordedLessonSchema,
} from '../../../../shared/content/schemas.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';

const LESSONS = API.adminRecordedLessons;

export type LessonValues = z.output<typeof adminRecordedLessonSchema>;
type LessonPayload = z.input<typeof adminRecordedLessonSchema>;

export interface LessonFilters {
  search: string;
  subject: string;
  page: number;
}

const listPath = ({ search, subject, page }: LessonFilters) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (subject) params.set('subject', subject);
  return `${LESSONS}?${params.toString()}`;
};

/** The server filters (search on title and description, exact subject) and pages. */
export const useAdminLessons = (filters: LessonFilters) =>
  useQuery({
    queryKey: queryKeys.admin.recordedLessons(filters),
    queryFn: () => api.get<FilteredPage<RecordedLesson>>(listPath(filters)),
    placeholderData: keepPreviousData,
  });

const useLessonMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient, 'adminLessons') });
};

/** Adds a lesson, or saves the one with the given id. */
export const useSaveLesson = () =>
  useLessonMutation(({ id, input }: { id?: number; input: LessonPayload }) =>
    id === undefined
      ? api.post<RecordedLesson>(LESSONS, input)
      : api.put<RecordedLesson>(`${LESSONS}/${id}`, input),
  );

export const useDeleteLesson = () =>
  useLessonMutation((id: number) => api.delete(`${LESSONS}/${id}`));
