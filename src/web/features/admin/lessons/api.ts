import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RecordedLesson,
  adminRecordedLessonSchema,
} from '../../../../shared/content/schemas.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const LESSONS = API.adminRecordedLessons;

export type LessonValues = z.output<typeof adminRecordedLessonSchema>;
type LessonPayload = z.input<typeof adminRecordedLessonSchema>;

export interface LessonFilters {
  search?: string;
  subject?: string;
}

/** The server filters (search on title and description, exact subject) and pages. */
export const useAdminLessons = (filters: LessonFilters) =>
  useCursorPages<RecordedLesson>(queryKeys.admin.recordedLessons(filters), LESSONS, { ...filters });

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
