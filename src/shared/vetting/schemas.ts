import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { calendarDate, optional } from '../validation.js';
import { CHECK_KINDS, MAX_RENEWAL_MONTHS } from './rules.js';

/* A tutor's vetting record: what an admin records, what the screens read (issue 31 §1). */

export const VETTING_FORM_MSG = {
  certificate: 'Enter the 12-digit certificate number.',
  issued: 'Enter the day the certificate was issued.',
  statusChecked: 'Enter the day you checked the certificate’s status on the Update Service.',
  rightToWork: 'Enter the day you checked their right to work.',
  until: 'Enter the day their permission to work ends, or leave it blank.',
  qualificationsSeen: 'Say which qualifications you saw (2 to 300 characters).',
  qualificationsChecked: 'Enter the day you saw the certificates.',
  referee: 'Name the referee and how they know the tutor (2 to 200 characters).',
  referenceReceived: 'Enter the day the reference arrived.',
  which: 'Choose the first or the second reference.',
  future: 'This day is still to come: enter the day it happened.',
  months: `Enter a number of months from 1 to ${MAX_RENEWAL_MONTHS}.`,
} as const;

export const dbsCheckSchema = z.object({
  kind: z.literal('dbs'),
  certificateNumber: z
    .string()
    .trim()
    .regex(/^\d{12}$/, VETTING_FORM_MSG.certificate),
  checkedOn: calendarDate(VETTING_FORM_MSG.issued),
});

export const updateServiceCheckSchema = z.object({
  kind: z.literal('update-service'),
  checkedOn: calendarDate(VETTING_FORM_MSG.statusChecked),
});

export const rightToWorkCheckSchema = z.object({
  kind: z.literal('right-to-work'),
  checkedOn: calendarDate(VETTING_FORM_MSG.rightToWork),
  expiresOn: optional(calendarDate(VETTING_FORM_MSG.until)),
});

export const qualificationsCheckSchema = z.object({
  kind: z.literal('qualifications'),
  detail: z
    .string()
    .trim()
    .min(2, VETTING_FORM_MSG.qualificationsSeen)
    .max(300, VETTING_FORM_MSG.qualificationsSeen),
  checkedOn: calendarDate(VETTING_FORM_MSG.qualificationsChecked),
});

export const referenceCheckSchema = z.object({
  kind: z.literal('reference'),
  slot: z.coerce
    .number(VETTING_FORM_MSG.which)
    .int(VETTING_FORM_MSG.which)
    .min(1, VETTING_FORM_MSG.which)
    .max(2, VETTING_FORM_MSG.which),
  detail: z.string().trim().min(2, VETTING_FORM_MSG.referee).max(200, VETTING_FORM_MSG.referee),
  checkedOn: calendarDate(VETTING_FORM_MSG.referenceReceived),
});

/** One check recorded: a new record of a place supersedes the current one. */
export const recordCheckSchema = z.discriminatedUnion('kind', [
  dbsCheckSchema,
  updateServiceCheckSchema,
  rightToWorkCheckSchema,
  qualificationsCheckSchema,
  referenceCheckSchema,
]);
export type RecordCheckInput = z.input<typeof recordCheckSchema>;

export const vettingStatusSchema = z.object({
  state: z.enum(['complete', 'renew-soon', 'lapsed', 'incomplete']),
  missing: z.array(z.string()),
  lapsed: z.array(z.string()),
  renewBy: z.string().nullable(),
  canTeach: z.boolean(),
});
export type VettingStatusWire = Wire<typeof vettingStatusSchema>;

export const vettingCheckSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHECK_KINDS),
  slot: z.number().int(),
  checkedOn: z.string(),
  expiresOn: z.string().nullable(),
  /** The day it stops counting (a status check after the interval), or null. */
  dueOn: z.string().nullable(),
  detail: z.string().nullable(),
  /** Only for safeguarding leads; others see `certificateRecorded`. */
  certificateNumber: z.string().nullable(),
  certificateRecorded: z.boolean(),
  recordedBy: z.string().nullable(),
  recordedAt: dateTime,
  supersededAt: dateTime.nullable(),
});
export type VettingCheck = Wire<typeof vettingCheckSchema>;

export const tutorVettingSchema = z.object({
  tutorId: z.number().int(),
  tutorName: z.string().nullable(),
  status: vettingStatusSchema,
  renewalMonths: z.number().int(),
  current: z.array(vettingCheckSchema),
  /** Superseded records, newest first, at most HISTORY_LIMIT. */
  history: z.array(vettingCheckSchema),
});
export type TutorVetting = Wire<typeof tutorVettingSchema>;

export const HISTORY_LIMIT = 50;

export const vettingSettingsSchema = z.object({
  renewalMonths: z.coerce
    .number(VETTING_FORM_MSG.months)
    .int(VETTING_FORM_MSG.months)
    .min(1, VETTING_FORM_MSG.months)
    .max(MAX_RENEWAL_MONTHS, VETTING_FORM_MSG.months),
});
export type VettingSettings = Wire<typeof vettingSettingsSchema>;

/** One place of the tutor's own record: never the certificate number (decision 125). */
export const ownCheckSchema = z.object({
  kind: z.enum(CHECK_KINDS),
  slot: z.number().int(),
  label: z.string(),
  state: z.enum(['current', 'renew-soon', 'lapsed', 'missing']),
  checkedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
});
export type OwnCheck = Wire<typeof ownCheckSchema>;

/** What the tutor reads of their own record: its status, each check's state, whom to write to. */
export const ownVettingSchema = z.object({
  status: vettingStatusSchema,
  checks: z.array(ownCheckSchema),
  contactEmail: z.string(),
});
export type OwnVetting = Wire<typeof ownVettingSchema>;
