import type { z } from 'zod';
import type {
  liveSessionResponseSchema,
  recordedLessonResponseSchema,
} from '../../shared/content/schemas.js';
import type { liveSessions, recordedLessons } from '../db/schema.js';

/*
 * Rows as the API answers them, with their tutor's name: the lessons and live sessions pages, the
 * admin schedule and the tutors' dashboard and calendar all answer the same shapes.
 */

export type LiveSessionView = z.output<typeof liveSessionResponseSchema>;

export const presentLive = (
  row: typeof liveSessions.$inferSelect,
  tutorName: string | null = null,
): LiveSessionView => ({ ...row, tutorName });

export type LessonRow = typeof recordedLessons.$inferSelect;

export const presentLesson = (
  row: LessonRow,
  tutorName: string | null = null,
): z.output<typeof recordedLessonResponseSchema> => ({ ...row, tutorName });
