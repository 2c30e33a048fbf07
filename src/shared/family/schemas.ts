import { z } from 'zod';
import '../zod-config.js';
import type { Wire } from '../api/contract.js';
import { ACADEMIC_YEARS, LESSON_SUBJECTS, SESSION_SUBJECTS } from '../constants.js';
import { passwordField, usernameField } from '../auth/schemas.js';
import { cursorQuerySchema } from '../pagination.js';

export const CHILD_SUBJECTS = [...new Set([...SESSION_SUBJECTS, ...LESSON_SUBJECTS])];

/** A parent's child: a student profile, optionally with the child's own sign-in. */
export const childSchema = z.object({
  name: z.string().trim().min(2, "Please enter your child's name").max(120),
  grade: z.enum(ACADEMIC_YEARS, { error: 'Please choose a year group' }),
  subjects: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  login: z.object({ username: usernameField, password: passwordField }).optional().nullable(),
});
export type ChildInput = z.input<typeof childSchema>;

export const childResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  grade: z.string().nullable(),
  subjects: z.array(z.string()),
  username: z.string().nullable().describe("The child's own sign-in, if they have one."),
});
export type Child = Wire<typeof childResponseSchema>;

/** The private calendar feed's address; whoever holds it reads the family's sessions. */
export const calendarFeedSchema = z.object({ feedUrl: z.string() });
export type CalendarFeed = Wire<typeof calendarFeedSchema>;

export const studentLessonFilterSchema = cursorQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(80).optional(),
});

export const studentResourceFilterSchema = studentLessonFilterSchema.extend({
  type: z.string().trim().max(40).optional(),
  yearGroup: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe("Only resources for this year group or for every year group: a child's folder."),
});

/** Splits the stored comma-separated subjects (spec 1 §3) into a list. */
export const subjectList = (subjects: string | null | undefined) =>
  (subjects ?? '')
    .split(',')
    .map((subject) => subject.trim())
    .filter(Boolean);

/** A student's own year group, which decides their group sessions; null until a parent sets it. */
export const studentYearGroupSchema = z.object({ yearGroup: z.string().nullable() });
export type StudentYearGroup = Wire<typeof studentYearGroupSchema>;
