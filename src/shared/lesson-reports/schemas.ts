import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorPageOf, idCursorQuerySchema, MAX_PAGE_SIZE } from '../pagination.js';
import { idField } from '../validation.js';
import { REPORT_MSG } from './messages.js';
import { COMMENT_MAX, COVERED_MAX, HOMEWORK_MAX } from './rules.js';

/** What a session covered and the homework set; shown to every family at the session. */
export const lessonReportSchema = z.object({
  covered: z.string(),
  homework: z.string().nullable(),
  updatedAt: dateTime,
});
export type LessonReport = Wire<typeof lessonReportSchema>;

/** One pupil and the tutor's private comment on them (null when there is none). */
export const reportCommentSchema = z.object({
  /** The pupil's student profile. */
  id: z.number().int(),
  name: z.string(),
  comment: z.string().nullable(),
});
export type ReportComment = Wire<typeof reportCommentSchema>;

/**
 * A session's report with a page of comments: for its tutor or an admin every expected pupil, for
 * a family only its own children's comments.
 */
export const reportPageSchema = cursorPageOf(reportCommentSchema).extend({
  report: lessonReportSchema.nullable(),
  /** Whether the caller may write the report now: its tutor or an admin, once it has started. */
  writable: z.boolean(),
});
export type ReportPage = Wire<typeof reportPageSchema>;

/** Pupils by id: `cursor` is the last pupil's id. */
export const reportQuerySchema = idCursorQuerySchema;

/** The tutor's report; a blank comment removes the one saved for that pupil. */
export const reportSaveSchema = z.object({
  covered: z
    .string()
    .trim()
    .min(1, REPORT_MSG.coveredRequired)
    .max(COVERED_MAX, REPORT_MSG.coveredTooLong),
  homework: z
    .string()
    .trim()
    .max(HOMEWORK_MAX, REPORT_MSG.homeworkTooLong)
    .nullish()
    .transform((value) => value || null),
  comments: z
    .array(
      z.object({
        studentId: idField(REPORT_MSG.notExpected),
        comment: z.string().trim().max(COMMENT_MAX, REPORT_MSG.commentTooLong),
      }),
    )
    .max(MAX_PAGE_SIZE)
    .refine(
      (comments) => new Set(comments.map((c) => c.studentId)).size === comments.length,
      REPORT_MSG.duplicateComment,
    )
    .default([]),
});
export type ReportSave = z.input<typeof reportSaveSchema>;
