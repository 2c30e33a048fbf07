import { z } from 'zod';
import { VENUES } from '../classroom/venue.js';
import {
  ACADEMIC_YEARS,
  LIVE_SESSION_STATUSES,
  RESOURCE_FORM_TYPES,
  RESOURCE_TYPES,
} from '../constants.js';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorQuerySchema, filteredCursorPageOf } from '../pagination.js';
import { dateInput, httpUrl, idField, MAX_INT, optional, optionalText } from '../validation.js';

const title = z.string().trim().min(1, 'Title is required').max(200);
const subject = z.string().trim().min(1, 'Subject is required').max(80);
const minutes = (message: string) => z.coerce.number().int(message).min(1, message).max(1440);

/** Recorded lesson form (spec 2 §5); tutorId is set by the server from the session. */
export const recordedLessonSchema = z.object({
  title,
  description: optionalText(),
  subject,
  videoUrl: httpUrl('Please enter a valid URL'),
  thumbnail: optional(httpUrl('Please enter a valid thumbnail URL')),
  duration: minutes('Duration must be at least 1 minute'),
});
export type RecordedLessonInput = z.input<typeof recordedLessonSchema>;

/** Admin lesson tab: title, subject and tutor required; duration and URLs may be null. */
export const adminRecordedLessonSchema = z.object({
  title,
  description: optionalText(),
  subject,
  tutorId: idField('Please select a tutor'),
  duration: optional(minutes('Duration must be at least 1 minute')),
  videoUrl: optional(httpUrl('Please enter a valid URL')),
  thumbnail: optional(httpUrl('Please enter a valid thumbnail URL')),
});
export type AdminRecordedLessonInput = z.input<typeof adminRecordedLessonSchema>;

export const liveSessionSchema = z.object({
  title,
  description: optionalText(),
  subject,
  youtubeUrl: optional(httpUrl('Please enter a valid YouTube URL')),
  scheduledFor: dateInput({ error: 'Please select a date and time' }),
  duration: minutes('Duration must be at least 1 minute'),
  status: z.enum(LIVE_SESSION_STATUSES).default('scheduled'),
});
export type LiveSessionInput = z.input<typeof liveSessionSchema>;

export const studentSchema = z.object({
  userId: idField('Please choose the student account'),
  grade: optionalText(40),
  subjects: optionalText(500),
  notes: optionalText(2000),
});
export type StudentInput = z.input<typeof studentSchema>;

const EITHER_URL = 'Either File URL or External URL must be provided';

/** Where the app serves a file a tutor uploaded. */
export const UPLOADED_FILE_PATH = /^\/api\/files\/[a-f0-9]{32}(\.[a-z0-9]{1,5})?$/;
const fileUrl = z.union(
  [z.string().trim().regex(UPLOADED_FILE_PATH), httpUrl('Please enter a valid URL')],
  { error: 'Please enter a valid URL' },
);

export const resourceSchema = z
  .object({
    title,
    description: optionalText(),
    subject,
    fileUrl: optional(fileUrl),
    externalUrl: optional(httpUrl('Please enter a valid URL')),
    type: z.enum(RESOURCE_FORM_TYPES).default('pdf'),
    size: optional(z.coerce.number().int().min(0, 'Size cannot be negative').max(MAX_INT)),
    /** Issue 26 §5: the year groups it is for, none for every year group. */
    yearGroups: z
      .array(z.enum(ACADEMIC_YEARS, { error: 'Choose year groups from the list.' }))
      .max(ACADEMIC_YEARS.length)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.fileUrl && !value.externalUrl) {
      ctx.addIssue({ code: 'custom', path: ['fileUrl'], message: EITHER_URL });
    }
  });
export type ResourceInput = z.input<typeof resourceSchema>;

export const resourceTypeSchema = z.enum(RESOURCE_TYPES);

export const contentFilterSchema = cursorQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(80).optional(),
});

/** Issue 18 §2: `owner=me` keeps the caller's own items, as the tutor's Mine switch and figures do. */
export const OWNERS = ['me', 'all'] as const;
export type Owner = (typeof OWNERS)[number];
const ownerField = z
  .enum(OWNERS, { error: 'Owner must be me or all' })
  .default('all')
  .describe("`me`: only the caller's own; `all` (the default): everyone's.");

/** The tutor pages' lesson list: the catalogue's filters and whose lessons. */
export const lessonFilterSchema = contentFilterSchema.extend({ owner: ownerField });

export const liveSessionTabSchema = contentFilterSchema.extend({
  tab: z.enum(['upcoming', 'past']).default('upcoming'),
  owner: ownerField,
});

export const resourceFilterSchema = contentFilterSchema.extend({
  type: z.string().trim().max(40).optional(),
});

export const tutorResourceFilterSchema = resourceFilterSchema.extend({ owner: ownerField });

/** A list page plus the distinct subjects, for the subject filter (All Subjects plus those present). */
export type FilteredPage<T> = Wire<ReturnType<typeof filteredCursorPageOf<z.ZodType<T, T>>>>;

export const uploadedFileResponseSchema = z.object({
  fileUrl: z.string(),
  size: z.number().int().describe('Kilobytes, as resources store it.'),
  name: z.string(),
  type: z.enum(RESOURCE_FORM_TYPES),
});
export type UploadedFile = Wire<typeof uploadedFileResponseSchema>;

/* Entities as the API returns them. */

export const recordedLessonResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  duration: z.number().int().nullable(),
  subject: z.string(),
  tutorId: z.number().int(),
  tutorName: z.string().nullable().optional(),
  uploadedAt: dateTime,
  views: z.number().int(),
});
export type RecordedLesson = Wire<typeof recordedLessonResponseSchema>;
export const recordedLessonPageSchema = filteredCursorPageOf(recordedLessonResponseSchema);

/** The lesson's view count after one more view. */
export const lessonViewsSchema = z.object({ views: z.number().int() });
export type LessonViews = Wire<typeof lessonViewsSchema>;

export const liveSessionResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  scheduledFor: dateTime,
  duration: z.number().int(),
  subject: z.string(),
  tutorId: z.number().int(),
  tutorName: z.string().nullable(),
  status: z.string(),
  createdAt: dateTime,
});
export type LiveSession = Wire<typeof liveSessionResponseSchema>;
export const liveSessionPageSchema = filteredCursorPageOf(liveSessionResponseSchema);

export const studentResponseSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  name: z.string().nullable(),
  grade: z.string().nullable(),
  notes: z.string().nullable(),
  subjects: z.string().nullable(),
  tutorId: z.number().int().nullable(),
});
export type Student = Wire<typeof studentResponseSchema>;

export const resourceResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  fileUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  type: z.string(),
  size: z.number().int().nullable().describe('Kilobytes.'),
  subject: z.string(),
  yearGroups: z.array(z.string()).describe('The year groups it is for; empty: every year group.'),
  tutorId: z.number().int(),
  uploadedAt: dateTime,
});
export type Resource = Wire<typeof resourceResponseSchema>;
export const resourcePageSchema = filteredCursorPageOf(resourceResponseSchema);

export const scheduledSessionResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  academicYear: z.string().nullable(),
  tutorId: z.number().int(),
  tutorName: z.string().nullable().optional(),
  /** The class a class session belongs to, where the reader names it (issue 28 §8). */
  className: z.string().nullable().optional(),
  /**
   * On a family's reads, which of the family's children the session is for, by the roster rule
   * (issue 28 §6); null or absent for staff.
   */
  forChildren: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .nullable()
    .optional()
    .describe("The caller's children the session is for, in id order; null for staff."),
  studentId: z.number().int().nullable(),
  scheduledFor: dateTime,
  duration: z.number().int(),
  youtubeUrl: z.string().nullable(),
  /** Where the lesson happens: its Join opens the classroom or the YouTube link (issue 29 §7). */
  venue: z.enum(VENUES).optional(),
  status: z.string(),
  notes: z.string().nullable(),
  createdAt: dateTime,
});
export type ScheduledSession = Wire<typeof scheduledSessionResponseSchema>;

export { studentLabel } from './student-label.js';
