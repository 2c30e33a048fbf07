import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import '../zod-config.js';
import { fullName } from '../auth/schemas.js';
import { MSG } from '../messages.js';
import { cursorQuerySchema } from '../pagination.js';
import { idField } from '../validation.js';
import { REPORT_MSG } from './messages.js';

/** The longest range one report covers, so a single call stays bounded. */
export const MAX_REPORT_MONTHS = 24;

const month = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, REPORT_MSG.monthFormat);

/** Whole months between two YYYY-MM values, both included. */
export const monthSpan = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

const rangeFields = { from: month, to: month };
const boundedRange = ({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = monthSpan(from, to);
  if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MSG.monthOrder });
  else if (span > MAX_REPORT_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MSG.tooLong });
};

export const reportRangeSchema = z.object(rangeFields).superRefine(boundedRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** A figure drawn from fewer than 5 families is never sent, only that it was withheld. */
export const suppressedSchema = z.object({ suppressed: z.literal(true) });
export const figureSchema = z.union([z.number().int().min(0), suppressedSchema]);
export type Figure = z.infer<typeof figureSchema>;
/** A percentage with one decimal place. */
export const rateSchema = z.union([z.number().min(0).max(100), suppressedSchema]);
export type Rate = z.infer<typeof rateSchema>;

const breakdownSchema = z.array(z.object({ key: z.string(), sessionsAttended: figureSchema }));

const usageSchema = z.object({
  familiesRegistered: figureSchema,
  activeFamilies: figureSchema,
  sessionsAttended: figureSchema,
  attendanceRate: rateSchema,
  recordingsWatched: figureSchema,
  byYearGroup: breakdownSchema,
  bySubject: breakdownSchema,
});

export const TRENDS = ['rising', 'falling', 'steady', 'unknown'] as const;

export const usageReportSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The headcount the employer declared (companies.employee_count): the places it bought. */
  placesBought: z.number().int(),
  months: z.array(usageSchema.extend({ month: z.string() })),
  /**
   * The whole range, added up from the months' published figures only; families registered is
   * the last month's, active families the busiest month's.
   */
  range: usageSchema.extend({ withheldMonths: z.number().int() }),
  /** Active families in the last month against the first. */
  trend: z.enum(TRENDS),
});
export type UsageReport = Wire<typeof usageReportSchema>;

export const reportSummaryQuerySchema = cursorQuerySchema
  .extend(rangeFields)
  .superRefine(boundedRange);

/** One company's line in the admins' summary: the range figures of its report. */
export const companyUsageSchema = z.object({
  /** The company's id. */
  id: z.number().int(),
  name: z.string(),
  placesBought: z.number().int(),
  familiesRegistered: figureSchema,
  activeFamilies: figureSchema,
  sessionsAttended: figureSchema,
  attendanceRate: rateSchema,
  recordingsWatched: figureSchema,
  trend: z.enum(TRENDS),
});
export type CompanyUsage = Wire<typeof companyUsageSchema>;

/** An employer contact the admin invites from a company's card. */
export const employerContactInputSchema = z.object({
  fullName,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(MSG.emailInvalid)),
});
export type EmployerContactInput = z.input<typeof employerContactInputSchema>;

export const employerContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  /** False until the contact has chosen a password from the invitation. */
  isActivated: z.boolean(),
  createdAt: dateTime,
});
export type EmployerContact = Wire<typeof employerContactSchema>;

export const contactParams = z.object({
  id: idField(REPORT_MSG.companyNotFound),
  contactId: idField(REPORT_MSG.contactNotFound),
});
