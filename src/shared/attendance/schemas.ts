import { z } from 'zod';
import { dateTime } from '../api/contract.js';
import type { Wire } from '../api/contract.js';
import { sessionRangeQuerySchema } from '../family/sessions.js';
import { cursorPageOf, idCursorQuerySchema, MAX_PAGE_SIZE } from '../pagination.js';
import { idField } from '../validation.js';
import { ATTENDANCE_MSG } from './messages.js';
import { ATTENDANCE_STATUSES } from './rules.js';

export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** Who of the caller's family may join a session, and when joining is open. */
export const joinOptionsSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  scheduledFor: dateTime,
  opensAt: dateTime,
  closesAt: dateTime,
  children: z.array(
    z.object({ id: z.number().int(), name: z.string(), joinedAt: dateTime.nullable() }),
  ),
});
export type JoinOptions = Wire<typeof joinOptionsSchema>;

/** A parent names the child joining; a student joins as themselves and sends nothing. */
export const joinRequestSchema = z.object({
  studentId: idField(ATTENDANCE_MSG.childNotFound).optional(),
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** Where the browser goes next: the session's stream. */
export const joinAnswerSchema = z.object({ url: z.string() });
export type JoinAnswer = Wire<typeof joinAnswerSchema>;

export const registerEntrySchema = z.object({
  /** The pupil's student profile. */
  id: z.number().int(),
  name: z.string(),
  grade: z.string().nullable(),
  status: attendanceStatusSchema,
  joinedAt: dateTime.nullable(),
  /** Whether someone saved this mark; otherwise it comes from the join. */
  marked: z.boolean(),
});
export type RegisterEntry = Wire<typeof registerEntrySchema>;

/** One page of a session's register, by pupil, with the session and its edit window. */
export const registerPageSchema = cursorPageOf(registerEntrySchema).extend({
  session: z.object({
    id: z.number().int(),
    title: z.string(),
    subject: z.string(),
    academicYear: z.string().nullable(),
    scheduledFor: dateTime,
    duration: z.number().int(),
  }),
  editableFrom: dateTime,
  /** When the caller's changes end; null for admins, who may correct a register at any time. */
  editableUntil: dateTime.nullable(),
  /** Whether the caller may save the register now. */
  editable: z.boolean(),
});
export type RegisterPage = Wire<typeof registerPageSchema>;

/** The register lists pupils by id: `cursor` is the last pupil's id. */
export const registerQuerySchema = idCursorQuerySchema;

export const registerSaveSchema = z.object({
  marks: z
    .array(
      z.object({
        studentId: idField(ATTENDANCE_MSG.notOnRegister),
        status: attendanceStatusSchema,
      }),
    )
    .min(1)
    .max(MAX_PAGE_SIZE)
    .refine(
      (marks) => new Set(marks.map((mark) => mark.studentId)).size === marks.length,
      ATTENDANCE_MSG.duplicateMark,
    ),
});
export type RegisterSave = z.input<typeof registerSaveSchema>;

export const registerSavedSchema = z.object({ saved: z.number().int() });

const subjectRateSchema = z.object({
  subject: z.string(),
  sessions: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  /** Sessions attended, present or late, as a whole percentage of the sessions. */
  rate: z.number().int(),
});

/** One child's attendance over the recent window: a rate per subject and the last sessions. */
export const childAttendanceSchema = z.object({
  from: dateTime,
  to: dateTime,
  subjects: z.array(subjectRateSchema),
  recent: z.array(
    z.object({
      sessionId: z.number().int(),
      title: z.string(),
      subject: z.string(),
      scheduledFor: dateTime,
      status: attendanceStatusSchema,
    }),
  ),
});
export type ChildAttendance = Wire<typeof childAttendanceSchema>;

/** The family's marks on past sessions in a range, for the schedule. */
export const familyMarksQuerySchema = sessionRangeQuerySchema;
export const familyMarksPageSchema = cursorPageOf(
  z.object({
    /** The session. */
    id: z.number().int(),
    marks: z.array(
      z.object({ studentId: z.number().int(), name: z.string(), status: attendanceStatusSchema }),
    ),
  }),
);
export type FamilyMarksPage = Wire<typeof familyMarksPageSchema>;
