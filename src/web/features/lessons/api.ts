import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FilteredPage,
  LessonViews,
  RecordedLesson,
  recordedLessonSchema,
} from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { withQuery } from '../../lib/query-string.js';
import { refreshAfterChange } from '../insights/keys.js';

const PATH = '/api/recorded-lessons';

export interface LessonFilters {
  search?: string;
  subject?: string;
  page: number;
}

export const lessonKeys = {
  list: (filters: LessonFilters) => [PATH, 'list', filters] as const,
  detail: (id: number) => [PATH, 'detail', id] as const,
};

export const useLessons = (filters: LessonFilters) =>
  useQuery({
    queryKey: lessonKeys.list(filters),
    queryFn: () => api.get<FilteredPage<RecordedLesson>>(withQuery(PATH, { ...filters })),
    placeholderData: keepPreviousData,
  });

export const useLesson = (id: number) =>
  useQuery({
    queryKey: lessonKeys.detail(id),
    queryFn: () => api.get<RecordedLesson>(`${PATH}/${id}`),
  });

export type LessonValues = z.output<typeof recordedLessonSchema>;

/** Creates a lesson, or replaces one when an id is given. */
export const useSaveLesson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LessonValues }) =>
      id
        ? api.put<RecordedLesson>(`${PATH}/${id}`, values)
        : api.post<RecordedLesson>(PATH, values),
    onSuccess: () => refreshAfterChange(queryClient, 'recorded-lessons'),
  });
};

export const useDeleteLesson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) =>
      refreshAfterChange(queryClient, 'recorded-lessons', lessonKeys.detail(id)),
  });
};

/** Spec 2 §7: counts one view; lists and charts that show views read them again. */
export const useRecordView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LessonViews>(`${PATH}/${id}/views`),
    onSuccess: ({ views }, id) => {
      queryClient.setQueryData<RecordedLesson>(lessonKeys.detail(id), (lesson) =>
        lesson ? { ...lesson, views } : lesson,
      );
      return refreshAfterChange(queryClient, 'recorded-lessons');
    },
  });
};
