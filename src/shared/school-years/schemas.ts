import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { HOLIDAY_REGIONS, type HolidayRegion } from '../classes/rules.js';
import { idCursorQuerySchema, cursorPageOf } from '../pagination.js';
import { calendarDate } from '../validation.js';
import { termProblems, type TermDates } from './rules.js';

/* The academic years admins keep: terms, half-terms, the bank-holiday region and the roll-over (issue 28 §1). */

/** The first and last start years an academic year may have (dates stay within 2000 to 2099). */
export const FIRST_START_YEAR = 2000;
export const LAST_START_YEAR = 2098;

export const SCHOOL_YEAR_EXISTS = 'That academic year already exists.';

export const holidayRegionField = z.enum(
  Object.keys(HOLIDAY_REGIONS) as [HolidayRegion, ...HolidayRegion[]],
  { error: 'Choose a bank-holiday region from the list.' },
);

/** A form's empty date input is no date. */
const optionalDay = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), calendarDate(message).nullable());

export const termInputSchema = z.object({
  startsOn: calendarDate('Enter the day the term starts.'),
  endsOn: calendarDate('Enter the day the term ends.'),
  halfTermStartsOn: optionalDay('Enter the first day of the half-term, or leave it empty.'),
  halfTermEndsOn: optionalDay('Enter the last day of the half-term, or leave it empty.'),
});
export type TermInput = z.input<typeof termInputSchema>;

const termsField = z
  .array(termInputSchema)
  .length(3, 'An academic year has three terms: autumn, spring and summer.');

const addTermProblems = (startYear: number, terms: TermDates[], ctx: z.RefinementCtx) => {
  for (const { path, message } of termProblems(startYear, terms))
    ctx.addIssue({ code: 'custom', path, message });
};

export const schoolYearCreateSchema = z
  .object({
    startYear: z.coerce
      .number({ error: 'Enter the year the academic year starts, such as 2026.' })
      .int('Enter the year the academic year starts, such as 2026.')
      .min(FIRST_START_YEAR, `Enter a year from ${FIRST_START_YEAR} to ${LAST_START_YEAR}.`)
      .max(LAST_START_YEAR, `Enter a year from ${FIRST_START_YEAR} to ${LAST_START_YEAR}.`),
    holidayRegion: holidayRegionField.default('ENG'),
    /** England's usual pattern when left out. */
    terms: termsField.optional(),
  })
  .superRefine(({ startYear, terms }, ctx) => {
    if (terms) addTermProblems(startYear, terms, ctx);
  });
export type SchoolYearCreateInput = z.input<typeof schoolYearCreateSchema>;

/** A change to a year: the API checks the terms against the year's own start. */
export const schoolYearUpdateSchema = z.object({
  holidayRegion: holidayRegionField.optional(),
  terms: termsField.optional(),
});
export type SchoolYearUpdateInput = z.input<typeof schoolYearUpdateSchema>;
export type SchoolYearUpdate = z.output<typeof schoolYearUpdateSchema>;

/** The editor's form for a year starting in `startYear`: the same rules, checked before sending. */
export const schoolYearFormSchema = (startYear: number) =>
  z
    .object({ holidayRegion: holidayRegionField, terms: termsField })
    .superRefine(({ terms }, ctx) => addTermProblems(startYear, terms, ctx));
export type SchoolYearFormInput = z.input<ReturnType<typeof schoolYearFormSchema>>;
export type SchoolYearFormValues = z.output<ReturnType<typeof schoolYearFormSchema>>;

export const rollOverRequestSchema = z.object({
  /** Needed to roll over a year that has not ended yet. */
  confirm: z.boolean().default(false),
});

export const ROLL_OVER_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

const rollOverSchema = z.object({
  status: z.enum(ROLL_OVER_STATUSES).nullable(),
  progress: z.number().int(),
  stage: z.string().nullable(),
  rolledOverAt: dateTime.nullable(),
});

export const schoolYearSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  startYear: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  holidayRegion: z.string(),
  /** Whether its last day is past, in the UK: it may then be rolled over without confirming. */
  ended: z.boolean(),
  rollOver: rollOverSchema,
});
export type SchoolYear = Wire<typeof schoolYearSchema>;

export const schoolYearPageSchema = cursorPageOf(schoolYearSchema);
export const schoolYearListQuerySchema = idCursorQuerySchema;

export const termSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  halfTermStartsOn: z.string().nullable(),
  halfTermEndsOn: z.string().nullable(),
});
export type Term = Wire<typeof termSchema>;

export const schoolYearDetailSchema = schoolYearSchema.extend({
  terms: z.array(termSchema),
  bankHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
  teachingDays: z.number().int(),
  /** Weeks with at least one teaching day; the offer promises OFFER_TEACHING_WEEKS. */
  teachingWeeks: z.number().int(),
});
export type SchoolYearDetail = Wire<typeof schoolYearDetailSchema>;
