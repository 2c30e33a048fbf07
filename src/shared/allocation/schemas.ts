import { z } from 'zod';
import { ACADEMIC_YEARS } from '../constants.js';
import { dateTime, type Wire } from '../api/contract.js';
import { WEEKDAYS } from '../classes/rules.js';
import { idField } from '../validation.js';

/* Allocation runs (issue 28 §4) and tutors' availability for classes. */

/** Why a run left a child unplaced, in the words the admin reads. */
export const UNPLACED_REASONS = {
  noTimes: 'No preferred times given',
  siblings: 'A sibling has a class at each preferred time',
  twinsApart: 'Siblings in this allocation share no preferred time',
  noTutor: 'No tutor is free at any of the preferred times',
  tutorsFull:
    'Every tutor free at the preferred times is teaching then or has reached their maximum classes',
  tooFew: 'Too few children at the preferred times to form a class of 8',
} as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[keyof typeof UNPLACED_REASONS];

/** New classes take their sessions from an academic year's terms, so a run needs one. */
export const NO_SCHOOL_YEAR =
  'Add the academic year first: new classes take their sessions from its terms.';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, e.g. 16:00');
/** Numbers the forms hold as text are coerced, as the other forms' minutes and ids are. */
const weekday = z.coerce
  .number()
  .int()
  .min(1, 'Choose a day.')
  .max(WEEKDAYS.length, 'Choose a day.');

export const startAllocationSchema = z.object({
  yearGroup: z.enum(ACADEMIC_YEARS, { error: 'Choose a year group from the list.' }),
  subject: z.string().trim().min(1, 'Choose a subject.').max(80),
  schoolYearId: idField('Choose a school year from the list.').optional(),
});
export type StartAllocation = z.output<typeof startAllocationSchema>;

const share = z.number().min(0).max(1);

/** A finished run's figures. */
export const allocationResultSchema = z.object({
  children: z.number().int(),
  placed: z.number().int(),
  unplaced: z.number().int(),
  classesOpened: z.number().int(),
  /** The ids of the classes the run opened, at most the first 200. */
  classIds: z.array(z.number().int()),
  /** Children who took free places in classes that were open already. */
  joinedOpenClasses: z.number().int(),
  /** How many new classes have each size: { "9": 14, "10": 3 }. */
  classSizes: z.record(z.string(), z.number().int()),
  /** Of the children placed, the shares placed at their first, second and third preference. */
  preferencesMet: z.object({ first: share, second: share, third: share }),
  objective: z.number(),
  bound: z.number(),
  /** (objective − bound) / objective: 0 is proven best. */
  gap: z.number(),
  solverStatus: z.string(),
  solveSeconds: z.number(),
  seconds: z.number(),
});
export type AllocationResult = z.infer<typeof allocationResultSchema>;

export const allocationRunSchema = z.object({
  id: z.number().int(),
  yearGroup: z.string(),
  subject: z.string(),
  schoolYearId: z.number().int().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  stage: z.string().nullable(),
  requestedBy: z.string().nullable(),
  result: allocationResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: dateTime,
  finishedAt: dateTime.nullable(),
});
export type AllocationRun = Wire<typeof allocationRunSchema>;

/** One run as its page shows it: with the classes it opened (the first 200), as they are now. */
export const allocationRunDetailSchema = allocationRunSchema.extend({
  classes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      tutorName: z.string(),
      size: z.number().int(),
    }),
  ),
});
export type AllocationRunDetail = Wire<typeof allocationRunDetailSchema>;

export const unplacedChildSchema = z.object({
  /** The child's id. */
  id: z.number().int(),
  name: z.string(),
  reason: z.string(),
  /** The child's preferred times as the family gave them, e.g. "Tuesday 16:00". */
  preferredTimes: z.array(z.string()),
});
export type UnplacedChild = Wire<typeof unplacedChildSchema>;

/** A tutor's weekly availability for classes and the most classes they take. */
export const availabilityWindowSchema = z
  .object({ weekday, startsAt: clock, endsAt: clock })
  .refine((window) => window.startsAt < window.endsAt, {
    message: 'The end must be after the start.',
    path: ['endsAt'],
  });

export const tutorAvailabilitySchema = z.object({
  maxClasses: z.coerce
    .number({ error: 'Enter a number of classes.' })
    .int('Enter a whole number.')
    .min(0, 'Enter 0 or more.')
    .max(40, 'At most 40 classes.'),
  windows: z.array(availabilityWindowSchema).max(7 * 6, 'At most six windows a day.'),
});
export type TutorAvailability = z.output<typeof tutorAvailabilitySchema>;
