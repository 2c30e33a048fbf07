import { vettingStatusSchema } from '../vetting/schemas.js';
import { z } from 'zod';
import {
  ACADEMIC_YEARS,
  COMPANY_STATUSES,
  DEFAULT_LIVE_SESSION_DURATION,
  LIVE_SESSION_SUBJECT,
  SCHEDULED_SESSION_STATUSES,
  YEARS_OF_EXPERIENCE,
} from '../constants.js';
import { dateTime, type Wire } from '../api/contract.js';
import { scheduledSessionResponseSchema } from '../content/schemas.js';
import { cursorQuerySchema } from '../pagination.js';
import { SCHEDULE_SORTS } from './schedule-sort.js';
import { VENUES } from '../classroom/venue.js';

export { defaultScheduleSort, SCHEDULE_SORTS, type ScheduleSort } from './schedule-sort.js';
import { emailField, fullName, passwordField, usernameField } from '../auth/schemas.js';
import { usernameLookup } from '../auth/usernames.js';
import { MSG } from '../messages.js';
import {
  calendarDate,
  dateInput,
  httpUrl,
  idField,
  MAX_INT,
  optional,
  optionalText,
} from '../validation.js';

/** What the Schedule New Session form says about the class it is for (issue 28 §5). */
export const SCHEDULE_MSG = {
  chooseClass: 'Please choose a class',
  noSuchClass: 'That class is closed or no longer exists; choose another.',
  otherYearGroup: (yearGroup: string) =>
    `That class is for ${yearGroup}; choose ${yearGroup} or the whole year group.`,
} as const;

export const scheduleSessionSchema = z.object({
  title: z.string().trim().min(5, 'Title must be at least 5 characters').max(200),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000),
  subject: z.string().trim().min(2, 'Subject is required').max(80),
  tutorId: idField('Please select a tutor'),
  scheduledFor: dateInput({ error: 'Please select a date and time' }),
  duration: z.coerce.number().int().min(15, 'Duration must be at least 15 minutes').max(600),
  youtubeUrl: optional(httpUrl('Please enter a valid URL')),
  academicYear: z.enum(ACADEMIC_YEARS, { error: 'Please select the academic year' }),
  /** A class of that year group the session joins; without one it is open to the whole year group. */
  classId: optional(idField(SCHEDULE_MSG.chooseClass)),
  /** The classroom (the default) or the streaming link; a session given only a link streams there. */
  venue: z.enum(VENUES, { error: 'Choose the ClassPerk classroom or a YouTube link.' }).optional(),
});
export type ScheduleSessionInput = z.input<typeof scheduleSessionSchema>;

export const youtubeLinkSchema = z.object({
  youtubeUrl: httpUrl('Please enter a valid URL').refine(
    (value) => value.startsWith('https://'),
    'URL must start with https://',
  ),
});
export type YoutubeLinkInput = z.infer<typeof youtubeLinkSchema>;

/** Edit of a scheduled session (time, tutor, status, link, …); a null link removes it. */
export const scheduledSessionUpdateSchema = scheduleSessionSchema
  .omit({ classId: true })
  .extend({
    youtubeUrl: z.preprocess(
      (value) => (value === '' ? null : value),
      httpUrl('Please enter a valid URL').nullable().optional(),
    ),
    status: z.enum(SCHEDULED_SESSION_STATUSES),
    notes: optionalText(2000),
  })
  .partial();
export type ScheduledSessionUpdateInput = z.input<typeof scheduledSessionUpdateSchema>;

/** How the admin schedule can be sorted: by date, either way (decision 067). */

export const scheduleFilterSchema = cursorQuerySchema.extend({
  filter: z.enum(['upcoming', 'all']).default('upcoming'),
  sort: z.enum(SCHEDULE_SORTS, { error: 'Sort by date-asc or date-desc.' }).optional(),
  tutorId: idField('Choose a tutor from the list.').optional(),
  subject: z.string().trim().min(1).max(80).optional(),
  academicYear: z.enum(ACADEMIC_YEARS, { error: 'Choose a year group from the list.' }).optional(),
  status: z
    .enum(SCHEDULED_SESSION_STATUSES, { error: 'Choose a status from the list.' })
    .optional(),
});
export type ScheduleFilterQuery = z.output<typeof scheduleFilterSchema>;

/** Add YouTube Link creates a live session (spec 2 §7), optionally attached to a scheduled session. */
export const adminLiveSessionSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  youtubeUrl: youtubeLinkSchema.shape.youtubeUrl,
  scheduledFor: dateInput().default(() => new Date()),
  duration: z.coerce.number().int().min(1).max(1440).default(DEFAULT_LIVE_SESSION_DURATION),
  subject: z.string().trim().min(1).max(80).default(LIVE_SESSION_SUBJECT),
  tutorId: idField('Please select a tutor'),
  status: z.enum(['scheduled', 'live', 'completed', 'cancelled']).default('live'),
  scheduledSessionId: idField('Session not found.').optional(),
});
export type AdminLiveSessionInput = z.input<typeof adminLiveSessionSchema>;

export const liveSessionFilterSchema = cursorQuerySchema.extend({
  withLink: z.enum(['true', 'false']).optional(),
});

const tutorProfileFields = {
  email: emailField,
  fullName,
  subjects: z
    .array(z.string().trim().min(1).max(80))
    .min(1, 'Please select at least one subject')
    .max(20),
  qualifications: z.string().trim().min(2, 'Please enter tutor qualifications').max(2000),
  bio: z.string().trim().min(10, 'Please provide a brief tutor biography').max(5000),
  yearsExperience: z.enum(YEARS_OF_EXPERIENCE, { error: 'Years of experience is required' }),
};

/**
 * With sendInvite on, the tutor sets their own password from an emailed link, so none is typed
 * here; with it off, the admin sets one.
 */
export const tutorSchema = z
  .object({
    username: usernameField,
    password: optional(passwordField),
    ...tutorProfileFields,
    sendInvite: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!value.sendInvite && !value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: MSG.passwordMin,
      });
    }
  });
export type TutorInput = z.input<typeof tutorSchema>;

/** The username is checked against the character rule only when it changes (decision 043). */
export const tutorUpdateSchema = z.object({ username: usernameLookup, ...tutorProfileFields });
export type TutorUpdateInput = z.input<typeof tutorUpdateSchema>;

const companyFields = {
  name: z.string().trim().min(2, 'Company name must be at least 2 characters').max(200),
  contactName: z.string().trim().min(2, 'Contact name must be at least 2 characters').max(120),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Please enter a valid email')),
  contactPhone: optionalText(40),
  notes: optionalText(5000),
  status: z.enum(COMPANY_STATUSES).default('active'),
};

export const companySchema = z.object({
  ...companyFields,
  subscriptionEndDate: optional(calendarDate('Please enter a valid date')),
});
export type CompanyInput = z.input<typeof companySchema>;

/** Registration tab variant: the contact is the HR Director, with an optional headcount. */
export const registrationCompanySchema = z.object({
  ...companyFields,
  employeeCount: optional(
    z.coerce.number().int().min(1, 'Employee count must be at least 1').max(MAX_INT),
  ),
});
export type RegistrationCompanyInput = z.input<typeof registrationCompanySchema>;

/** A company card as the admin screens show it. */
export const companyResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  status: z.string(),
  /** Accounts that belong to the company, counted from users. */
  employeeCount: z.number().int(),
  /** The headcount the employer declared, if any. */
  declaredEmployeeCount: z.number().int(),
  createdAt: dateTime,
  /** A calendar date, yyyy-mm-dd. */
  subscriptionEndDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Company = Wire<typeof companyResponseSchema>;

/** The companies list, newest first; `q` is part of a name, as a company picker types it. */
export const companyListQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

export const tutorResponseSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  createdAt: dateTime,
  isActive: z.boolean(),
  isActivated: z.boolean(),
  subjects: z.array(z.string()),
  qualifications: z.string().nullable(),
  bio: z.string().nullable(),
  yearsExperience: z.string().nullable(),
});
export type Tutor = Wire<typeof tutorResponseSchema>;

/** A tutor as the admins' list shows them: with their vetting status (issue 31 §1). */
export const tutorListItemSchema = tutorResponseSchema.extend({ vetting: vettingStatusSchema });
export type TutorListItem = Wire<typeof tutorListItemSchema>;

/** Which tutors the admins' list shows (issue 31 §1): all, or those whose vetting needs attention. */
export const TUTOR_LIST_SHOWS = ['all', 'needs-attention'] as const;
export type TutorListShow = (typeof TUTOR_LIST_SHOWS)[number];
export const tutorListQuerySchema = cursorQuerySchema.extend({
  show: z
    .enum(TUTOR_LIST_SHOWS, { error: 'Choose all tutors or those needing attention.' })
    .default('all'),
});

/** What a tutor picker has typed: part of a tutor's name. */
export const tutorOptionQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/** An active tutor, as the pickers list them. */
export const tutorOptionSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type TutorOption = Wire<typeof tutorOptionSchema>;

/** A session on the admin schedule; tutorActive turns false when its tutor is deactivated. */
export const adminScheduledSessionResponseSchema = scheduledSessionResponseSchema.extend({
  tutorName: z.string().nullable(),
  tutorActive: z.boolean(),
});
export type AdminScheduledSession = Wire<typeof adminScheduledSessionResponseSchema>;
