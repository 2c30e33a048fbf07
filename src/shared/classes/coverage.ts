import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { idField } from '../validation.js';

/*
 * The coverage view (issue 28 §8, decision 110): per year group, the live hours a week its classes
 * offer a child against the offer's 15, and the teaching weeks that fall short.
 */

export const coverageQuerySchema = z.object({
  /** The school year to read; without it, the one today falls in, else the latest. */
  schoolYearId: idField('Please choose an academic year').optional(),
});

const hours = z.number().min(0);

/** One subject of a year group: its open classes and the hours a week one of them gives a child. */
export const subjectCoverageSchema = z.object({
  subject: z.string(),
  classes: z.number().int(),
  weeklyHours: hours,
});

/** A teaching week (by its Monday) whose classes offer a child fewer hours than the offer. */
export const shortWeekSchema = z.object({ weekOf: z.iso.date(), hours });

export const yearGroupCoverageSchema = z.object({
  yearGroup: z.string(),
  /** Per subject, the average of its classes' timetabled hours a week, summed over subjects. */
  weeklyHours: hours,
  subjects: z.array(subjectCoverageSchema),
  shortWeeks: z.array(shortWeekSchema),
});
export type YearGroupCoverage = Wire<typeof yearGroupCoverageSchema>;

export const coverageSchema = z.object({
  schoolYear: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** The school years to choose from, latest first. */
  schoolYears: z.array(z.object({ id: z.number().int(), label: z.string() })),
  targetHours: z.number(),
  /** When the figures were last recounted (decision 113); null: counted for this answer. */
  refreshedAt: dateTime.nullable(),
  teachingWeeks: z.number().int(),
  yearGroups: z.array(yearGroupCoverageSchema),
});
export type Coverage = Wire<typeof coverageSchema>;
