import { z } from 'zod';
import { ACADEMIC_YEARS } from '../constants.js';
import { dateTime, type Wire } from '../api/contract.js';
import { CLASS_DEFAULT_CAPACITY, CLASS_MAX_CAPACITY } from '../classes/rules.js';
import { idField, optional } from '../validation.js';
import { SERIES_MSG } from './messages.js';

/*
 * Creating a class with its timetable, and changing its sessions: one occurrence on its own, or
 * the rest of the series from a date (issue 28 §2, decision 108).
 */

/** A UK calendar day, "2026-10-26", between 2000 and 2099. */
export const ukDayField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message)
    // Zod runs every check, even after the pattern fails, so an invalid date must not reach toISOString.
    .refine((day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
    }, message);

/** A UK wall-clock time, "16:00". */
export const ukClockField = z
  .string({ error: SERIES_MSG.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SERIES_MSG.time);

export const SLOT_DURATIONS = { min: 15, max: 240 } as const;
export const MAX_SLOTS = 10;

const durationField = z.coerce
  .number({ error: SERIES_MSG.duration })
  .int(SERIES_MSG.duration)
  .min(SLOT_DURATIONS.min, SERIES_MSG.duration)
  .max(SLOT_DURATIONS.max, SERIES_MSG.duration);

export const weeklySlotSchema = z.object({
  weekday: z.coerce
    .number({ error: SERIES_MSG.weekday })
    .int(SERIES_MSG.weekday)
    .min(1, SERIES_MSG.weekday)
    .max(7, SERIES_MSG.weekday),
  startsAt: ukClockField,
  duration: durationField,
});
export type WeeklySlotInput = z.input<typeof weeklySlotSchema>;

const slotsField = z
  .array(weeklySlotSchema)
  .min(1, SERIES_MSG.slots)
  .max(MAX_SLOTS, SERIES_MSG.tooManySlots)
  .refine(
    (slots) => new Set(slots.map((s) => `${s.weekday} ${s.startsAt}`)).size === slots.length,
    SERIES_MSG.sameSlotTwice,
  );

const capacityField = z.coerce
  .number({ error: SERIES_MSG.capacity })
  .int(SERIES_MSG.capacity)
  .min(1, SERIES_MSG.capacity)
  .max(CLASS_MAX_CAPACITY, SERIES_MSG.capacity);

const nameField = z.string().trim().min(2, SERIES_MSG.name).max(120, SERIES_MSG.name);

export const newClassSchema = z.object({
  schoolYearId: idField(SERIES_MSG.schoolYear),
  yearGroup: z.enum(ACADEMIC_YEARS, { error: SERIES_MSG.yearGroup }),
  subject: z.string().trim().min(2, SERIES_MSG.subject).max(80, SERIES_MSG.subject),
  tutorId: idField(SERIES_MSG.tutor),
  capacity: capacityField.default(CLASS_DEFAULT_CAPACITY),
  slots: slotsField,
  terms: z
    .array(z.coerce.number().int().min(1, SERIES_MSG.terms).max(3, SERIES_MSG.terms))
    .min(1, SERIES_MSG.terms)
    .max(3, SERIES_MSG.terms)
    .refine((terms) => new Set(terms).size === terms.length, SERIES_MSG.terms),
  name: optional(nameField),
  /** The first day it meets, when it starts part-way through its first term. */
  startsOn: optional(ukDayField(SERIES_MSG.day)),
});
export type NewClassInput = z.input<typeof newClassSchema>;

export const classUpdateSchema = z
  .object({
    name: nameField,
    capacity: capacityField,
    tutorId: idField(SERIES_MSG.tutor),
    closed: z.boolean({ error: SERIES_MSG.closed }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, SERIES_MSG.nothingToChange);
export type ClassUpdateInput = z.input<typeof classUpdateSchema>;

export const seriesChangeSchema = z
  .object({
    from: ukDayField(SERIES_MSG.day),
    slots: slotsField.optional(),
    tutorId: optional(idField(SERIES_MSG.tutor)),
    duration: optional(durationField),
  })
  .refine(
    (body) => body.slots !== undefined || body.tutorId !== undefined || body.duration !== undefined,
    SERIES_MSG.nothingToChange,
  );
export type SeriesChangeInput = z.input<typeof seriesChangeSchema>;

export const occurrenceChangeSchema = z
  .object({
    /** Moves it to this UK day … */
    on: ukDayField(SERIES_MSG.day),
    /** … and/or this UK time. */
    startsAt: ukClockField,
    duration: durationField,
    /** A substitute for this occurrence only. */
    tutorId: idField(SERIES_MSG.tutor),
    cancelled: z.boolean({ error: SERIES_MSG.cancelled }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, SERIES_MSG.nothingToChange);
export type OccurrenceChangeInput = z.input<typeof occurrenceChangeSchema>;

/** The occurrence dialog's fields: its day and time, and a substitute if one is chosen. */
export const occurrenceFormSchema = z.object({
  on: ukDayField(SERIES_MSG.day),
  startsAt: ukClockField,
  tutorId: optional(idField(SERIES_MSG.tutor)),
});
export type OccurrenceFormInput = z.input<typeof occurrenceFormSchema>;

export const classSlotSchema = weeklySlotSchema.extend({
  id: z.number(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
});

export const seriesClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  schoolYearId: z.number().nullable(),
  yearGroup: z.string(),
  subject: z.string(),
  tutorId: z.number(),
  capacity: z.number(),
  terms: z.array(z.number()),
  closedAt: dateTime.nullable(),
  /** The timetable in force now and from later dates; ended slots are history. */
  slots: z.array(classSlotSchema),
  sessionCount: z.number(),
});
export type SeriesClass = Wire<typeof seriesClassSchema>;

export const seriesChangeResultSchema = z.object({
  class: seriesClassSchema,
  /** Future occurrences replaced, and those made from the new timetable. */
  removed: z.number(),
  created: z.number(),
  /** Occurrences from the date kept as they are: changed on their own, or already attended. */
  kept: z.number(),
});
export type SeriesChangeResult = Wire<typeof seriesChangeResultSchema>;

export const occurrenceSchema = z.object({
  id: z.number(),
  classId: z.number(),
  title: z.string(),
  scheduledFor: dateTime,
  duration: z.number(),
  tutorId: z.number(),
  tutorName: z.string().nullable(),
  status: z.string(),
  occurrenceOn: z.string().nullable(),
  detached: z.boolean(),
});
export type ClassOccurrence = Wire<typeof occurrenceSchema>;
