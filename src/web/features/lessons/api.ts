import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LessonViews,
  RecordedLesson,
  recordedLessonSchema,
} from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { useChange, useSave } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const PATH = API.recordedLessons;

export interface LessonFilters {
  search?: string;
  subject?: string;
  /** `me`: the caller's own lessons only. */
  owner?: string;
}

export const useLessons = (filters: LessonFilters) =>
  useCursorPages<RecordedLesson>(queryKeys.recordedLessons.list(filters), PATH, { ...filters });

export const useLesson = (id: number) =>
  useQuery({
    queryKey: queryKeys.recordedLessons.detail(id),
    queryFn: () => api.get<RecordedLesson>(`${PATH}/${id}`),
  });

export type LessonValues = z.output<typeof recordedLessonSchema>;

/** Creates a lesson, or replaces one when an id is given. */
export const useSaveLesson = () => useSave<RecordedLesson, LessonValues>(PATH, 'recordedLessons');

export const useDeleteLesson = () =>
  useChange(
    (id: number) => api.delete(`${PATH}/${id}`),
    (_result, id) => ({ deleted: 'recordedLessons', id }),
  );

/** Spec 2 §7: counts one view; lists and charts that show views read them again. */
export const useRecordView = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LessonViews>(`${PATH}/${id}/views`),
    onSuccess: ({ views }, id) => {
      queryClient.setQueryData<RecordedLesson>(queryKeys.recordedLessons.detail(id), (lesson) =>
        lesson ? { ...lesson, views } : lesson,
      );
      return invalidate(queryClient, 'recordedLessons');
    },
  });
};
