import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { idField } from '../validation.js';
import { ENROLMENT_MSG } from './enrolment-messages.js';
import { MAX_PREFERRED_TIMES } from './rules.js';

/*
 * The contract of a family's class choices and the admins' roster changes (issue 28 §3,
 * decision 109): requests with their messages, answers the web reads.
 */

export const childClassParams = z.object({
  childId: idField(ENROLMENT_MSG.childNotFound),
  classId: idField(ENROLMENT_MSG.classNotFound),
});
export const childParams = z.object({ childId: idField(ENROLMENT_MSG.childNotFound) });
export const classStudentParams = z.object({
  id: idField(ENROLMENT_MSG.classNotFound),
  studentId: idField(ENROLMENT_MSG.notOnRoster),
});

export const enrolRequestSchema = z.object({ classId: idField(ENROLMENT_MSG.classNotFound) });
export const adminAddSchema = z.object({ studentId: idField(ENROLMENT_MSG.childNotFound) });
export const adminMoveSchema = z.object({ toClassId: idField(ENROLMENT_MSG.classNotFound) });

const subjectField = z.string().trim().min(1, ENROLMENT_MSG.subject).max(80, ENROLMENT_MSG.subject);

export const preferredTimeSchema = z.object({
  weekday: z.coerce
    .number({ error: ENROLMENT_MSG.weekday })
    .int(ENROLMENT_MSG.weekday)
    .min(1, ENROLMENT_MSG.weekday)
    .max(7, ENROLMENT_MSG.weekday),
  startsAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ENROLMENT_MSG.timeFormat),
});
export type PreferredTimeValue = z.output<typeof preferredTimeSchema>;

/** Up to three weekly times, first choice first, each once. */
export const preferencesSchema = z.object({
  subject: subjectField,
  times: z
    .array(preferredTimeSchema)
    .max(MAX_PREFERRED_TIMES, ENROLMENT_MSG.tooManyTimes)
    .refine(
      (times) => new Set(times.map((t) => `${t.weekday} ${t.startsAt}`)).size === times.length,
      ENROLMENT_MSG.repeatedTime,
    ),
});
export type PreferencesValues = z.output<typeof preferencesSchema>;

const slotSchema = z.object({
  weekday: z.number().int(),
  startsAt: z.string(),
  duration: z.number().int(),
});

/** A class as a family chooses it: its timetable, tutor and places. */
export const classOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  tutorName: z.string().nullable(),
  slots: z.array(slotSchema),
  capacity: z.number().int(),
  /** Capacity less the roster and the places held by open offers. */
  placesLeft: z.number().int(),
  /** Children waiting: while any wait, a freed place is offered to them, not taken directly. */
  waiting: z.number().int(),
});
export type ClassOption = Wire<typeof classOptionSchema>;

export const waitlistEntrySchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  status: z.enum(['waiting', 'offered']),
  /** 1 for the first in line; an offered place is held, so its position is 0. */
  position: z.number().int(),
  offerExpiresAt: dateTime.nullable(),
});
export type WaitlistEntry = Wire<typeof waitlistEntrySchema>;

export const subjectChoiceSchema = z.object({
  subject: z.string(),
  current: classOptionSchema.extend({ joinedOn: z.string() }).nullable(),
  /** The year group's open classes of the subject, those with places first (a bounded list). */
  classes: z.array(classOptionSchema),
  /** More open classes exist than the list holds. */
  more: z.boolean(),
  waitlist: z.array(waitlistEntrySchema),
  preferences: z.array(slotSchema.pick({ weekday: true, startsAt: true })),
});
export type SubjectChoice = Wire<typeof subjectChoiceSchema>;

export const childClassesSchema = z.object({
  child: z.object({ id: z.number().int(), name: z.string(), yearGroup: z.string().nullable() }),
  subjects: z.array(subjectChoiceSchema),
});
export type ChildClasses = Wire<typeof childClassesSchema>;

export const enrolmentSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  studentId: z.number().int(),
  joinedOn: z.string(),
  leftOn: z.string().nullable(),
});
export type Enrolment = Wire<typeof enrolmentSchema>;

/** The admins' search for a child to add to a class. */
export const candidateQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});

/** A child of the class's year group who is in no class of its subject. */
export const candidateSchema = z.object({ studentId: z.number().int(), name: z.string() });
export type Candidate = Wire<typeof candidateSchema>;
