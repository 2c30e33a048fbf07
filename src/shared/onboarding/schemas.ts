import { z } from 'zod';
import { BULK_ACCOUNTS_MAX, BULK_ACCOUNTS_MIN } from '../constants.js';
import { dateTime, type Wire } from '../api/contract.js';
import { idField, MAX_INT, optionalText } from '../validation.js';
import { rememberedMappingSchema } from './file-schemas.js';

const companyId = idField('Please select a company first.');
/** A client-chosen id under which the server reports progress of a long job. */
const jobId = z.uuid().optional();

const bulkCount = z.coerce
  .number()
  .int()
  .min(BULK_ACCOUNTS_MIN, 'Must generate at least 1 account')
  .max(BULK_ACCOUNTS_MAX, 'Cannot generate more than 1000 accounts at once');

export const bulkGenerateSchema = z.object({
  companyId,
  count: bulkCount,
  domain: optionalText(200),
  role: z.enum(['student', 'tutor', 'admin']).default('student'),
  generatePasswords: z.boolean().default(true),
  jobId,
});
export type BulkGenerateInput = z.input<typeof bulkGenerateSchema>;

export const registrationCodeSchema = z.object({
  companyId,
  maxUses: z.coerce
    .number()
    .int()
    .min(1, 'Max uses must be at least 1')
    .max(1000, 'Max uses cannot be more than 1000')
    .default(200),
  expiryDays: z.coerce
    .number()
    .int()
    .min(1, 'Expiry must be at least 1 day')
    .max(7, 'Expiry cannot be more than 7 days')
    .default(2),
  role: z.literal('parent').default('parent'),
});
export type RegistrationCodeInput = z.input<typeof registrationCodeSchema>;

/**
 * A row of an employee file as the admin previewed it; the server checks every value again. A
 * department or job title is not taken: nothing in ClassPerk needs it (decision 122).
 */
export const bulkEmployeeRowSchema = z.object({
  row: z.number().int().min(1).max(MAX_INT).optional(),
  fullName: z.string().trim().max(200),
  email: z.string().trim().max(320),
});
export type BulkEmployeeRow = z.input<typeof bulkEmployeeRowSchema>;

export const bulkUploadSchema = z.object({
  employees: z
    .array(bulkEmployeeRowSchema)
    .min(1, 'Please upload and preview a CSV file first.')
    .max(
      BULK_ACCOUNTS_MAX,
      'A file can hold at most 1000 employees. Please split it into smaller files.',
    ),
  companyId,
  domain: optionalText(200),
  role: z.enum(['parent', 'student', 'tutor']).default('parent'),
  generatePasswords: z.boolean().default(true),
  sendEmails: z.boolean().default(false),
  /** The file the rows came from, for the company's list of imports. */
  fileName: z.string().trim().max(255).optional(),
  /** The columns the rows were read from, remembered for the company's next file. */
  mapping: rememberedMappingSchema.optional(),
  jobId,
});
export type BulkUploadInput = z.input<typeof bulkUploadSchema>;

/** A new account's sign-in details, shown to the admin once to hand on. */
export const credentialSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  password: z.string(),
  email: z.string(),
});
export type Credential = Wire<typeof credentialSchema>;

export const bulkUploadResultSchema = z.object({
  success: z.boolean(),
  totalProcessed: z.number().int(),
  successCount: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), email: z.string(), error: z.string() })),
  credentials: z.array(credentialSchema),
});
export type BulkUploadResult = Wire<typeof bulkUploadResultSchema>;

export const bulkGenerateResultSchema = z.object({
  count: z.number().int(),
  credentials: z.array(credentialSchema),
  emailTemplate: z.string(),
});
export type BulkGenerateResult = Wire<typeof bulkGenerateResultSchema>;

export const registrationCodeResponseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  companyId: z.number().int(),
  role: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: dateTime,
  revokedAt: dateTime.nullable(),
  createdAt: dateTime,
  status: z.enum(['active', 'expired', 'revoked', 'used up']),
});
export type RegistrationCode = Wire<typeof registrationCodeResponseSchema>;

/** A new code with the sign-up link to share: the full URL and its path. */
export const createdCodeSchema = registrationCodeResponseSchema.extend({
  url: z.string(),
  path: z.string(),
});
export type CreatedCode = Wire<typeof createdCodeSchema>;

/** How far a long job has got; the browser polls it while the job runs. */
export const importJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  /** `waiting` until the caller's request has started a job of this id (or after it is gone). */
  status: z.enum(['waiting', 'running', 'done', 'failed']),
  /** Why a failed job failed and what to do about it; nothing was created. Null otherwise. */
  error: z.string().nullable(),
});
export type ImportJob = Wire<typeof importJobSchema>;

export const REGISTRATION_CODE_PATH = (code: string) => `/register/${code}`;
