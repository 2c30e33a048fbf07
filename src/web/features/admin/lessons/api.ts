import type { z } from 'zod';
import type {
  RecordedLesson,
  adminRecordedLessonSchema,
} from '../../../../shared/content/schemas.js';
import { api } from '../../../lib/api.js';
import { useChange } from '../../../lib/use-change.js';
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

/** Adds a lesson, or saves the one with the given id. */
export const useSaveLesson = () =>
  useChange(
    ({ id, input }: { id?: number; input: LessonPayload }) =>
      api.save<RecordedLesson>(LESSONS, id, input),
    'adminLessons',
  );

export const useDeleteLesson = () =>
  useChange((id: number) => api.delete(`${LESSONS}/${id}`), 'adminLessons');
