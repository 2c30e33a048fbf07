import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recordingSettingsSchema } from '../../../../shared/recordings/schemas.js';
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

export type RecordingSettings = z.output<typeof recordingSettingsSchema>;

/** How many days classroom recordings are kept (issue 29 §5). */
export const useRecordingSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.recordingSettings(),
    queryFn: () => api.get<RecordingSettings>(API.adminRecordingSettings),
  });

export const useSaveRecordingSettings = () =>
  useChange(
    (settings: RecordingSettings) =>
      api.put<RecordingSettings>(API.adminRecordingSettings, settings),
    'recordingSettings',
  );
