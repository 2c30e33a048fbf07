import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { ACADEMIC_YEARS } from '../constants.js';
import { cursorPageOf, idCursorQuerySchema } from '../pagination.js';
import { idField } from '../validation.js';

/* What the admins' and tutors' class pages read (issue 28 §8, decision 110). */

const count = z.number().int().min(0);
const day = z.iso.date();
const yes = z.enum(['true', 'false']).optional();

/** The filters of the admins' class list, each narrowing it; none lists every open class. */
export const classListQuerySchema = idCursorQuerySchema.extend({
  yearGroup: z.enum(ACADEMIC_YEARS, { error: 'Please choose a year group' }).optional(),
  subject: z.string().trim().min(1).max(100).optional(),
  tutorId: idField('Please choose a tutor').optional(),
  /** "true": only classes with a free place. */
  hasPlaces: yes,
  /** "true": only classes whose roster is below the size the product aims for (8). */
  belowMinimum: yes,
});
export type ClassListQuery = z.input<typeof classListQuerySchema>;

/** One weekly slot of a class's timetable, in UK wall-clock time. */
export const classSlotSchema = z.object({
  id: z.number().int(),
  weekday: z.number().int().min(1).max(7),
  startsAt: z.string(),
  duration: z.number().int(),
  validFrom: day,
  validUntil: day.nullable(),
});
export type ClassSlot = Wire<typeof classSlotSchema>;

/** A class with the sizes of its roster and waitlist, as the lists and its page show it. */
export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  yearGroup: z.string(),
  subject: z.string(),
  tutorId: z.number().int(),
  tutorName: z.string(),
  capacity: z.number().int(),
  /** Current and coming slots of the timetable. */
  slots: z.array(classSlotSchema),
  rosterSize: count,
  placesLeft: count,
  waitlistCount: count,
  /** Fewer than 8 on the roster. */
  belowMinimum: z.boolean(),
  /** More on the roster than its capacity (classes formed by the migration may be). */
  overCapacity: z.boolean(),
  closedAt: dateTime.nullable(),
});
export type ClassSummary = Wire<typeof classSummarySchema>;

export const classPageSchema = cursorPageOf(classSummarySchema);

/** One class for its page: the summary with its school year and terms. */
export const classDetailsSchema = classSummarySchema.extend({
  schoolYear: z.string().nullable(),
  terms: z.array(z.number().int()),
  /** Pupils come into the classroom with their camera on (issue 29 §2); off unless set. */
  camerasOn: z.boolean(),
});
export type ClassDetails = Wire<typeof classDetailsSchema>;

/** The class's classroom setting its tutor or an admin changes. */
export const classCamerasSchema = z.object({
  camerasOn: z.boolean({ error: 'Say whether pupils’ cameras are on when they join.' }),
});
export type ClassCamerasInput = z.input<typeof classCamerasSchema>;

/** A child on the roster, with their attendance at the class's sessions so far. */
export const rosterEntrySchema = z.object({
  /** The enrolment's id. */
  id: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  joinedOn: day,
  leftOn: day.nullable(),
  present: count,
  late: count,
  absent: count,
});
export type RosterEntry = Wire<typeof rosterEntrySchema>;
export const rosterPageSchema = cursorPageOf(rosterEntrySchema);

/** One of the class's sessions still to come (or running). */
export const classSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  scheduledFor: dateTime,
  duration: z.number().int(),
  status: z.string(),
  tutorName: z.string(),
  /** Taught by someone other than the class's tutor. */
  substitute: z.boolean(),
  /** Moved, cancelled or given a substitute on its own. */
  detached: z.boolean(),
});
export type ClassSession = Wire<typeof classSessionSchema>;
export const classSessionPageSchema = cursorPageOf(classSessionSchema);

/** A child waiting for a place, first in the queue first. */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  status: z.enum(['waiting', 'offered']),
  since: dateTime,
  offerExpiresAt: dateTime.nullable(),
});
export type WaitlistEntry = Wire<typeof waitlistEntrySchema>;
export const waitlistPageSchema = cursorPageOf(waitlistEntrySchema);
