import { z } from 'zod';
import type { Wire } from '../api/contract.js';
import { scheduledSessionResponseSchema, studentResponseSchema } from '../content/schemas.js';
import { cursorPageOf } from '../pagination.js';

/** A student profile with the name of the sign-in it is linked to. */
export const studentViewSchema = studentResponseSchema.extend({
  accountName: z.string().nullable(),
  accountUsername: z.string().nullable(),
});
export type StudentView = Wire<typeof studentViewSchema>;

export const studentPageSchema = cursorPageOf(studentViewSchema);

/** A profile with the sessions the student attends, soonest first. */
export const studentDetailsSchema = studentViewSchema.extend({
  sessions: z.array(scheduledSessionResponseSchema),
});
export type StudentDetails = Wire<typeof studentDetailsSchema>;

/** A student sign-in a profile may link to; studentId is set when one already does. */
export const studentAccountSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  studentId: z.number().int().nullable(),
});
export type StudentAccount = Wire<typeof studentAccountSchema>;
